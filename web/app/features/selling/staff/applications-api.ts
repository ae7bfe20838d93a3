import type { TApplicationsQuery } from '@upahar/contract';
import {
  approveApplication,
  askApplicationChanges,
  getDashboardApplication,
  listSellerApplications,
  rejectApplication,
} from '@upahar/contract/endpoints';
import { callApi } from '~/lib/browser-api';

// The admins' review of applications to sell, under the dashboard API.

export const fetchApplications = (query: TApplicationsQuery, signal?: AbortSignal) =>
  callApi(listSellerApplications, { query }, { signal });

export const fetchApplication = (id: string, signal?: AbortSignal) =>
  callApi(getDashboardApplication, { params: { id } }, { signal }).then((r) => r.data);

export type Decision =
  | { kind: 'approve' }
  | { kind: 'changes'; note: string }
  | { kind: 'reject'; reason: string };

export function decide(id: string, d: Decision) {
  const params = { id };
  if (d.kind === 'approve') return callApi(approveApplication, { params });
  if (d.kind === 'changes') return callApi(askApplicationChanges, { params, body: { note: d.note } });
  return callApi(rejectApplication, { params, body: { reason: d.reason } });
}
