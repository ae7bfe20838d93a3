import type { TSellerInterestsQuery } from '@upahar/contract';
import { listSellerInterests, markSellerInterest } from '@upahar/contract/endpoints';
import { callApi } from '~/lib/browser-api';

// The admins' inbox of messages from the "sell at Upahar" page.

export const fetchInterests = (query: TSellerInterestsQuery, signal?: AbortSignal) =>
  callApi(listSellerInterests, { query }, { signal });

export const markInterest = (id: string, handled: boolean) =>
  callApi(markSellerInterest, { params: { id }, body: { handled } });
