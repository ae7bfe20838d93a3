import type { TContestBody, TContestPlacesBody } from '@upahar/contract';
import {
  createDashboardContest,
  getDashboardContest,
  hideContestEntry,
  listDashboardContests,
  listPrizes,
  placeContestEntries,
  publishContestResults,
  restoreContestEntry,
  updateDashboardContest,
} from '@upahar/contract/endpoints';
import { callApi } from '~/lib/browser-api';
import { uploadWithProgress } from '~/lib/upload-with-progress';

// The admins' contest desk from the browser.

export const fetchStaffContests = (signal?: AbortSignal) =>
  callApi(listDashboardContests, {}, { signal }).then((r) => r.data.contests);
export const fetchStaffContest = (id: number, signal?: AbortSignal) =>
  callApi(getDashboardContest, { params: { id } }, { signal }).then((r) => r.data);
export const fetchPrizeChoices = (signal?: AbortSignal) =>
  callApi(listPrizes, {}, { signal }).then((r) => r.data.prizes);
export const saveContest = (id: number | null, body: TContestBody) =>
  id === null
    ? callApi(createDashboardContest, { body })
    : callApi(updateDashboardContest, { params: { id }, body });
export const uploadContestBanner = (file: File, onProgress: (fraction: number) => void) =>
  uploadWithProgress<{ path: string }>('/api/dashboard/v1/contests/banner', file, onProgress);
export const setEntryHidden = (id: number, hidden: boolean) =>
  callApi(hidden ? hideContestEntry : restoreContestEntry, { params: { id } });
export const savePlaces = (id: number, body: TContestPlacesBody) =>
  callApi(placeContestEntries, { params: { id }, body });
export const publishResults = (id: number) => callApi(publishContestResults, { params: { id } });
