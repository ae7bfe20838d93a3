import { myPrizes } from '@upahar/contract/endpoints';
import { callApi } from '~/lib/browser-api';

// The shopper's prizes, from their browser (the token lives there).
export const fetchMyPrizes = (signal?: AbortSignal) =>
  callApi(myPrizes, {}, { signal }).then((r) => r.data.prizes);
