import {
  API_PREFIX,
  type EndpointData,
  type TDashboardProductsQuery,
  type TProductBody,
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
import { callApi } from '~/lib/browser-api';
import { uploadWithProgress } from '~/lib/upload-with-progress';

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

export { imageFileProblem } from '~/lib/upload-with-progress';

type Images = EndpointData<typeof uploadDashboardProductImage>;
const uploadPath = (id: string) =>
  API_PREFIX.dashboard + uploadDashboardProductImage.path.replace(':id', encodeURIComponent(id));

/** POST products/:id/images as multipart (field "file"), reporting how much has been sent. */
export const uploadProductImage = (id: string, file: File, onProgress: (fraction: number) => void) =>
  uploadWithProgress<Images>(uploadPath(id), file, onProgress);
