import type { TCancellationTerms } from '@upahar/contract';
import {
  getShopCancellationTerms,
  getStoreCancellationTerms,
  updateShopCancellationTerms,
  updateStoreCancellationTerms,
} from '@upahar/contract/endpoints';
import { callApi } from '~/lib/browser-api';

// Cancellation terms: a store's (null while it follows the shop's) and the shop's defaults.

export const fetchStoreCancelTerms = (storeId: number, signal?: AbortSignal) =>
  callApi(getStoreCancellationTerms, { params: { storeId } }, { signal }).then((r) => r.data);

export const saveStoreCancelTerms = (storeId: number, body: TCancellationTerms) =>
  callApi(updateStoreCancellationTerms, { params: { storeId }, body });

export const fetchShopCancelTerms = (signal?: AbortSignal) =>
  callApi(getShopCancellationTerms, {}, { signal }).then((r) => r.data.shop);

export const saveShopCancelTerms = (body: TCancellationTerms) =>
  callApi(updateShopCancellationTerms, { body });
