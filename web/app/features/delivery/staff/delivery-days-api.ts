import type { TClosedDayBody, TSlotLimitsBody } from '@upahar/contract';
import {
  addStoreClosedDay,
  getStoreDeliveryDays,
  removeStoreClosedDay,
  setStoreSlotLimits,
} from '@upahar/contract/endpoints';
import { callApi } from '~/lib/browser-api';

// A store's delivery calendar calls; each answers the whole calendar as it now is.

export const fetchDeliveryDays = (storeId: number, signal?: AbortSignal) =>
  callApi(getStoreDeliveryDays, { params: { storeId } }, { signal }).then((r) => r.data);

export const closeDay = (storeId: number, body: TClosedDayBody) =>
  callApi(addStoreClosedDay, { params: { storeId }, body });

export const openDay = (storeId: number, day: string) =>
  callApi(removeStoreClosedDay, { params: { storeId, day } });

export const saveSlotLimits = (storeId: number, body: TSlotLimitsBody) =>
  callApi(setStoreSlotLimits, { params: { storeId }, body });
