import type { TPublicSettingsBody, TUploadedImage } from '@upahar/contract';
import { API_PREFIX } from '@upahar/contract';
import {
  connectionWith,
  deleteAvatar,
  getPublicSettings,
  savePublicSettings,
  uploadAvatar,
} from '@upahar/contract/endpoints';
import { callApi, getToken } from '~/lib/browser-api';
import { uploadWithProgress } from '~/lib/upload-with-progress';

// Public profiles from the browser: where the reader stands with someone, and one's own settings.

const fetchRelation = (username: string, signal?: AbortSignal) =>
  callApi(connectionWith, { params: { username } }, { signal }).then((r) => r.data);

/** Where I stand with someone: the personal part of their public page, when I hold a token. */
export type Relation = Awaited<ReturnType<typeof fetchRelation>>;

/**
 * The personal part of /user/{username}, for its route's clientLoader: null for a visitor, and
 * null when it cannot be read (the page then simply shows no button), as the page is readable
 * without it.
 */
export function loadRelation(username: string, signal: AbortSignal): Promise<Relation | null> {
  if (!getToken()) return Promise.resolve(null);
  return fetchRelation(username, signal).catch(() => null);
}
export const fetchPublicSettings = (signal?: AbortSignal) =>
  callApi(getPublicSettings, {}, { signal }).then((r) => r.data);
export const sendPublicSettings = (body: TPublicSettingsBody) => callApi(savePublicSettings, { body });
export const sendAvatar = (file: File, onProgress: (fraction: number) => void) =>
  uploadWithProgress<TUploadedImage>(API_PREFIX[uploadAvatar.surface] + uploadAvatar.path, file, onProgress);
export const removeAvatar = () => callApi(deleteAvatar, {});
