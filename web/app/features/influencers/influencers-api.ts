import type {
  TInfluencerBody,
  TInfluencerDecisionBody,
  TInfluencerPicksBody,
  TInfluencerStatus,
  TReactionKind,
} from '@upahar/contract';
import {
  addReaction,
  decideInfluencer,
  deleteReaction,
  getInfluencer,
  getStaffInfluencer,
  listStaffInfluencers,
  myInfluencer,
  registerAsInfluencer,
  saveInfluencerPicks,
  saveStaffInfluencerPicks,
  searchProducts,
} from '@upahar/contract/endpoints';
import { m } from '@upahar/contract/messages';
import { ApiError, callApi, getToken } from '~/lib/browser-api';

// Influencers from the browser, where the token lives: the reader's own reactions, applying,
// picks and the admins' review.

/** Calls that need a token fail at once, in words, when there is none. */
function needToken() {
  if (!getToken()) throw new ApiError(m.text_not_authenticated(), 401);
}

const fetchInfluencer = (id: string, signal?: AbortSignal) =>
  callApi(getInfluencer, { params: { id } }, { signal }).then((r) => r.data);

/**
 * The page read again as the reader, for the route's clientLoader: which reactions they gave and,
 * for the owner, their profile before it is approved. Null for a visitor, or when the read fails
 * (the server's public page stays).
 */
export function readAsReader(id: string, signal: AbortSignal) {
  if (!getToken()) return Promise.resolve(null);
  return fetchInfluencer(id, signal).catch(() => null);
}

export async function sendReaction(influencerId: string, kind: TReactionKind, add: boolean) {
  needToken();
  const res = await callApi(add ? addReaction : deleteReaction, { body: { influencerId, kind } });
  return res.data;
}

export const fetchMyInfluencer = (signal?: AbortSignal) =>
  callApi(myInfluencer, {}, { signal }).then((r) => r.data);

export async function sendInfluencerApplication(body: TInfluencerBody) {
  needToken();
  return callApi(registerAsInfluencer, { body });
}

export const saveMyPicks = (body: TInfluencerPicksBody) => callApi(saveInfluencerPicks, { body });

export const findProducts = (query: string, signal?: AbortSignal) =>
  callApi(searchProducts, { query: { query } }, { signal }).then((r) => r.data.products.slice(0, 8));

export const fetchStaffInfluencers = (
  q: { status?: TInfluencerStatus; page: number },
  signal?: AbortSignal,
) => callApi(listStaffInfluencers, { query: q }, { signal });
export const fetchStaffInfluencer = (id: string, signal?: AbortSignal) =>
  callApi(getStaffInfluencer, { params: { id } }, { signal }).then((r) => r.data);
export const sendDecision = (id: string, body: TInfluencerDecisionBody) =>
  callApi(decideInfluencer, { params: { id }, body });
export const saveStaffPicks = (id: string, body: TInfluencerPicksBody) =>
  callApi(saveStaffInfluencerPicks, { params: { id }, body });
