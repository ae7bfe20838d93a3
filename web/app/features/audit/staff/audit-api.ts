import type { TAuditQuery } from '@upahar/contract';
import { listAuditLog } from '@upahar/contract/endpoints';
import { callApi } from '~/lib/browser-api';

export const fetchAuditLog = (query: Partial<TAuditQuery>, signal?: AbortSignal) =>
  callApi(listAuditLog, { query }, { signal });
