import type { EndpointData, TCommunityType, TPagination } from '@upahar/contract';
import { getComments, getQuestions, getReviews } from '@upahar/contract/endpoints';
import { data } from 'react-router';
import { errorMessage } from '~/lib/api';
import { callApi } from '~/lib/browser-api';

// The community lists under a product (reviews, questions, comments) are read in the browser, so
// a signed-in reader's "isMine" flags are right, through the list route's clientLoader and a
// `useFetcher` (see use-community-list.ts).

const ENDPOINTS = { reviews: getReviews, questions: getQuestions, comments: getComments } as const;

export type ListKind = keyof typeof ENDPOINTS;
export type ListData<K extends ListKind> = EndpointData<(typeof ENDPOINTS)[K]>;

/** The list route's address for one page of one list. */
export const listAddress = (kind: ListKind, type: TCommunityType, id: string, page: number) =>
  `/community/${kind}/${type}/${encodeURIComponent(id)}?page=${page}`;

/**
 * One page of a list, as the list route answers it. A failure is an answer too, so the list says
 * it in its own place ("Try again") instead of the page's error screen taking over.
 */
export type ListAnswer<K extends ListKind> =
  | { ok: true; page: number; data: ListData<K>; pagination: TPagination | null }
  | { ok: false; page: number; message: string };

const isKind = (kind: string): kind is ListKind => Object.hasOwn(ENDPOINTS, kind);

/** The list route's clientLoader: one page of the list the address names. */
export async function readListPage(
  params: { kind?: string; type?: string; id?: string },
  page: number,
  signal: AbortSignal,
): Promise<ListAnswer<ListKind>> {
  // A plain check of the address, not the contract's schema: zod would add its whole size to the
  // product page's scripts, and the API checks the query against the contract anyway.
  const id = params.id?.trim() ?? '';
  const type = params.type as TCommunityType;
  if (!params.kind || !isKind(params.kind) || type !== 'product' || !id || id.length > 200) {
    throw data(null, { status: 404 });
  }
  const query = { data: { id, type, page } };
  const endpoint: (typeof ENDPOINTS)[ListKind] = ENDPOINTS[params.kind];
  try {
    const res = await callApi(endpoint, { query: query.data }, { signal });
    return { ok: true, page, data: res.data, pagination: res.meta?.pagination ?? null };
  } catch (e) {
    return { ok: false, page, message: errorMessage(e) };
  }
}
