import type { TPublicSettingsBody, TUploadedImage } from '@upahar/contract';
import { API_PREFIX } from '@upahar/contract';
import {
  connectionWith,
  deleteAvatar,
  getPublicSettings,
  savePublicSettings,
  uploadAvatar,
} from '@upahar/contract/endpoints';
import { callApi } from '~/lib/browser-api';
import { uploadWithProgress } from '~/lib/upload-with-progress';

// Public profiles from the browser: where the reader stands with someone, and one's own settings.

export const fetchRelation = (username: string, signal?: AbortSignal) =>
  callApi(connectionWith, { params: { username } }, { signal }).then((r) => r.data);
export const fetchPublicSettings = (signal?: AbortSignal) =>
  callApi(getPublicSettings, {}, { signal }).then((r) => r.data);
export const sendPublicSettings = (body: TPublicSettingsBody) => callApi(savePublicSettings, { body });
export const sendAvatar = (file: File, onProgress: (fraction: number) => void) =>
  uploadWithProgress<TUploadedImage>(API_PREFIX[uploadAvatar.surface] + uploadAvatar.path, file, onProgress);
export const removeAvatar = () => callApi(deleteAvatar, {});
