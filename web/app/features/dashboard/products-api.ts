import {
  API_PREFIX,
  type EndpointData,
  type TDashboardProductsQuery,
  type TProductBody,
  UPLOAD_MAX_BYTES,
} from '@upahar/contract';
import {
  archiveDashboardProduct,
  createDashboardProduct,
  deleteDashboardProductImage,
  getDashboardProduct,
  getProductFormOptions,
  listDashboardProducts,
  orderDashboardProductImages,
  publishDashboardProduct,
  updateDashboardProduct,
  uploadDashboardProductImage,
} from '@upahar/contract/endpoints';
import { ApiError, callApi, getToken } from '~/lib/browser-api';

// The store owner's product calls, under the seller and admin API (/api/dashboard/v1).

export const fetchDashboardProducts = (query: Partial<TDashboardProductsQuery>, signal?: AbortSignal) =>
  callApi(listDashboardProducts, { query }, { signal });

export const fetchProductFormOptions = (signal?: AbortSignal) =>
  callApi(getProductFormOptions, {}, { signal }).then((r) => r.data);

export const fetchDashboardProduct = (id: string, signal?: AbortSignal) =>
  callApi(getDashboardProduct, { params: { id } }, { signal }).then((r) => r.data);

export const createProduct = (body: TProductBody) => callApi(createDashboardProduct, { body });
export const saveProduct = (id: string, body: TProductBody) =>
  callApi(updateDashboardProduct, { params: { id }, body });
export const publishProduct = (id: string) => callApi(publishDashboardProduct, { params: { id } });
export const archiveProduct = (id: string) => callApi(archiveDashboardProduct, { params: { id } });
export const orderImages = (id: string, ids: number[]) =>
  callApi(orderDashboardProductImages, { params: { id }, body: { ids } });
export const removeImage = (id: string, imageId: number) =>
  callApi(deleteDashboardProductImage, { params: { id, imageId } });

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
export const IMAGE_TYPE_MESSAGE = 'Upload a JPEG, PNG or WebP image';
export const IMAGE_SIZE_MESSAGE = `Images can be at most ${UPLOAD_MAX_BYTES / (1024 * 1024)} MB`;

/** Why this file cannot be sent, or null; the server checks its bytes again. */
export function imageFileProblem(file: { type: string; size: number }): string | null {
  if (!IMAGE_TYPES.includes(file.type)) return IMAGE_TYPE_MESSAGE;
  if (file.size > UPLOAD_MAX_BYTES) return IMAGE_SIZE_MESSAGE;
  if (file.size === 0) return 'This file is empty';
  return null;
}

type Images = EndpointData<typeof uploadDashboardProductImage>;
const uploadPath = (id: string) =>
  API_PREFIX.dashboard + uploadDashboardProductImage.path.replace(':id', encodeURIComponent(id));

/**
 * POST products/:id/images as multipart (field "file"). XMLHttpRequest rather than fetch, because
 * only it reports how much of the file has been sent, which the form shows as a progress bar.
 */
export function uploadProductImage(id: string, file: File, onProgress: (fraction: number) => void) {
  return new Promise<Images>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', uploadPath(id));
    xhr.setRequestHeader('accept', 'application/json');
    const token = getToken();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onerror = () => reject(new ApiError('Network Error', 0));
    xhr.ontimeout = () => reject(new ApiError('The upload took too long; try again', 0));
    xhr.timeout = 120_000;
    xhr.onload = () => {
      let body: {
        status?: string;
        message?: string;
        data?: Images;
        errors?: Record<string, string[]>;
      } | null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      if (xhr.status < 300 && body?.status === 'success' && body.data) return resolve(body.data);
      const fallback =
        xhr.status === 413
          ? IMAGE_SIZE_MESSAGE
          : xhr.status === 415
            ? IMAGE_TYPE_MESSAGE
            : `Upload failed (${xhr.status})`;
      reject(new ApiError(body?.message || fallback, xhr.status, body?.errors));
    };
    const form = new FormData();
    form.set('file', file, file.name);
    xhr.send(form);
  });
}
