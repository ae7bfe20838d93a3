import { listCancellationRefunds, markCancellationRefundDone } from '@upahar/contract/endpoints';
import { callApi } from '~/lib/browser-api';

// The refunds of cancelled parts: listed by state, and marked done with the gateway's reference.

export const fetchRefunds = (status: 'to_do' | 'done', signal?: AbortSignal) =>
  callApi(listCancellationRefunds, { query: { status } }, { signal }).then((r) => r.data.refunds);

export const markRefundDone = (id: number, reference: string) =>
  callApi(markCancellationRefundDone, { params: { id }, body: { reference } });
