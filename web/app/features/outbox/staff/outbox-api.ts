import type { TUndeliveredQuery } from '@upahar/contract';
import { listUndeliveredMessages, resendDeadMessages, resendMessage } from '@upahar/contract/endpoints';
import { callApi } from '~/lib/browser-api';

// The admin's calls for messages the shop could not send.

export const fetchUndelivered = (query: Partial<TUndeliveredQuery>, signal?: AbortSignal) =>
  callApi(listUndeliveredMessages, { query }, { signal });

export const sendAgain = (id: string) => callApi(resendMessage, { params: { id } });

export const sendAllDeadAgain = () => callApi(resendDeadMessages, {});
