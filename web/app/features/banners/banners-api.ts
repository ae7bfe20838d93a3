import { bannerStats } from '@upahar/contract/endpoints';
import { callApi } from '~/lib/browser-api';

// The admins' banner numbers.
export const fetchBannerStats = (days: 7 | 30, signal?: AbortSignal) =>
  callApi(bannerStats, { query: { days } }, { signal }).then((r) => r.data);
