import type { TFestivalBody } from '@upahar/contract';
import {
  createFestival,
  deleteFestival,
  listStaffFestivals,
  updateFestival,
} from '@upahar/contract/endpoints';
import { callApi } from '~/lib/browser-api';

// The admins' calls for festivals under the dashboard API.

export const fetchFestivals = (signal?: AbortSignal) =>
  callApi(listStaffFestivals, {}, { signal }).then((r) => r.data.festivals);
export const addFestival = (body: TFestivalBody) => callApi(createFestival, { body });
export const saveFestival = (id: number, body: TFestivalBody) =>
  callApi(updateFestival, { params: { id }, body });
export const removeFestival = (id: number) => callApi(deleteFestival, { params: { id } });
