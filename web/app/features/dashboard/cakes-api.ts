import type { TCakeChoicesBody } from '@upahar/contract';
import { getDashboardCake, listDashboardCakes, updateCakeChoices } from '@upahar/contract/endpoints';
import { callApi } from '~/lib/browser-api';

// The store owner's cake calls, under the seller and admin API (/api/dashboard/v1).

export const fetchDashboardCakes = (page: number, signal?: AbortSignal) =>
  callApi(listDashboardCakes, { query: { page } }, { signal });

export const fetchDashboardCake = (id: string, signal?: AbortSignal) =>
  callApi(getDashboardCake, { params: { id } }, { signal }).then((r) => r.data);

/** PUT cakes/:id/choices: the cake as saved, with the server's message. */
export const saveCakeChoices = (id: string, body: TCakeChoicesBody) =>
  callApi(updateCakeChoices, { params: { id }, body });
