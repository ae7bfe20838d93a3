import type { TContestEntry, TTextEntryBody } from '@upahar/contract';
import { API_PREFIX } from '@upahar/contract';
import {
  enterContestText,
  getContest,
  getContestant,
  getContestSelf,
  myContest,
  myContests,
  voteContestant,
} from '@upahar/contract/endpoints';
import { callApi, getToken } from '~/lib/browser-api';
import { uploadWithProgress } from '~/lib/upload-with-progress';

// Contests from the browser: later pages of a contest's entries, the shopper's own part, entering,
// voting and the view count; the token lives here.

/** A page of a contest's entries; with a token the answer is fresh, not the shared cache's. */
export const fetchContestPage = (slug: string, page: number, signal?: AbortSignal) =>
  callApi(getContest, { params: { slug }, query: { page } }, { signal });

export const fetchContestSelf = (slug: string, signal?: AbortSignal) =>
  callApi(getContestSelf, { params: { slug } }, { signal }).then((r) => r.data);

export const fetchContestant = (id: number, signal?: AbortSignal) =>
  callApi(getContestant, { params: { id } }, { signal }).then((r) => r.data);

export const sendVote = (id: number) => callApi(voteContestant, { params: { id } });

export const sendTextEntry = (slug: string, body: TTextEntryBody) =>
  callApi(enterContestText, { params: { slug }, body });

export const sendPhotoEntry = (
  slug: string,
  file: File,
  caption: string,
  onProgress: (fraction: number) => void,
) =>
  uploadWithProgress<{ entry: TContestEntry }>(
    `${API_PREFIX.storefront}/contest/${encodeURIComponent(slug)}/enter/photo`,
    file,
    onProgress,
    { caption },
  );

/**
 * Counts this visit of an entry: a beacon, so it never delays the page and survives leaving at
 * once; with a token the account is the visitor, so fetch carries it instead.
 */
export function countView(id: number) {
  const url = `${API_PREFIX.storefront}/contest/detail/${id}/view`;
  const token = getToken();
  if (!token && typeof navigator.sendBeacon === 'function') {
    navigator.sendBeacon(url);
    return;
  }
  void fetch(url, {
    method: 'POST',
    keepalive: true,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  }).catch(() => {});
}

export const fetchMyEntries = (signal?: AbortSignal) =>
  callApi(myContests, {}, { signal }).then((r) => r.data.entries);
export const fetchMyEntry = (id: number, signal?: AbortSignal) =>
  callApi(myContest, { params: { id } }, { signal }).then((r) => r.data.entry);
