import type { TPrizeBody, TPrizeSource } from '@upahar/contract';
import { createPrize, listPrizeAwards, listPrizes, updatePrize } from '@upahar/contract/endpoints';
import { callApi } from '~/lib/browser-api';

// The admins' prize calls under the dashboard API.

export const fetchPrizes = (signal?: AbortSignal) =>
  callApi(listPrizes, {}, { signal }).then((r) => r.data.prizes);
export const savePrize = (id: number | null, body: TPrizeBody) =>
  id === null ? callApi(createPrize, { body }) : callApi(updatePrize, { params: { id }, body });
export const fetchPrizeAwards = (page: number, source: TPrizeSource | undefined, signal?: AbortSignal) =>
  callApi(listPrizeAwards, { query: { page, source } }, { signal }).then((r) => ({
    awards: r.data.awards,
    pagination: r.meta?.pagination,
  }));
