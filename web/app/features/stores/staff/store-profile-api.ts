import { API_PREFIX, type EndpointData, type TStoreProfileBody } from '@upahar/contract';
import {
  getStoreProfile,
  updateStoreProfile,
  uploadStoreImage as uploadEndpoint,
} from '@upahar/contract/endpoints';
import { callApi } from '~/lib/browser-api';
import { uploadWithProgress } from '~/lib/upload-with-progress';

// The store page's calls; each answers the store's page as saved.

export const fetchStoreProfile = (storeId: number, signal?: AbortSignal) =>
  callApi(getStoreProfile, { params: { storeId } }, { signal }).then((r) => r.data.store);

export const saveStoreProfile = (storeId: number, body: TStoreProfileBody) =>
  callApi(updateStoreProfile, { params: { storeId }, body });

export const uploadStoreImage = (
  storeId: number,
  kind: 'logo' | 'banner',
  file: File,
  onProgress: (fraction: number) => void,
) =>
  uploadWithProgress<EndpointData<typeof uploadEndpoint>>(
    API_PREFIX.dashboard + uploadEndpoint.path.replace(':storeId', String(storeId)).replace(':kind', kind),
    file,
    onProgress,
  );
