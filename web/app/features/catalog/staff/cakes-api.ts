import type { TCakeChoicesBody } from '@upahar/contract';
import {
  getCakeAccessories,
  getDashboardCake,
  listAccessoryCandidates,
  listDashboardCakes,
  updateCakeAccessories,
  updateCakeChoices,
} from '@upahar/contract/endpoints';
import { callApi } from '~/lib/browser-api';

// The store owner's cake calls, under the seller and admin API (/api/dashboard/v1).

export const fetchDashboardCakes = (page: number, signal?: AbortSignal) =>
  callApi(listDashboardCakes, { query: { page } }, { signal });

export const fetchDashboardCake = (id: string, signal?: AbortSignal) =>
  callApi(getDashboardCake, { params: { id } }, { signal }).then((r) => r.data);

/** PUT cakes/:id/choices: the cake as saved, with the server's message. */
export const saveCakeChoices = (id: string, body: TCakeChoicesBody) =>
  callApi(updateCakeChoices, { params: { id }, body });

export const fetchCakeAccessories = (id: string, signal?: AbortSignal) =>
  callApi(getCakeAccessories, { params: { id } }, { signal }).then((r) => r.data.accessories);

/** Accessories on sale to offer with the cake, the cake's own store first. */
export const fetchAccessoryCandidates = (id: string, q: string, signal?: AbortSignal) =>
  callApi(listAccessoryCandidates, { params: { id }, query: { q, page: 1 } }, { signal });

/** PUT cakes/:id/accessories: the list as saved, with the server's message. */
export const saveCakeAccessories = (id: string, ids: string[]) =>
  callApi(updateCakeAccessories, { params: { id }, body: { ids } });
