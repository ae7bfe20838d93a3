import { getPromotion } from '@upahar/contract/endpoints';
import { callApi } from '~/lib/browser-api';

export const fetchPromotion = (signal?: AbortSignal) =>
  callApi(getPromotion, {}, { signal }).then((r) => r.data);
