import type { TReportsQuery } from '@upahar/contract';
import { dismissReports, hideContent, listReports, restoreContent } from '@upahar/contract/endpoints';
import { callApi } from '~/lib/browser-api';

// The admins' calls about reported texts: what readers reported, and hiding or keeping it.

type Target = { type: 'review' | 'question' | 'answer' | 'comment'; id: string };

export const fetchReports = (query: Partial<TReportsQuery>, signal?: AbortSignal) =>
  callApi(listReports, { query }, { signal });

export const hideItem = (target: Target, reason: string) =>
  callApi(hideContent, { params: target, body: { reason } });
export const restoreItem = (target: Target) => callApi(restoreContent, { params: target });
export const dismissItem = (target: Target) => callApi(dismissReports, { params: target });
