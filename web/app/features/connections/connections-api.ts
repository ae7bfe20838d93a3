import type { TConnectionsQuery } from '@upahar/contract';
import {
  acceptConnection,
  blockPerson,
  cancelConnection,
  declineConnection,
  hideConnection,
  listConnections,
  removeConnection,
  searchPeople,
  sendConnection,
  unblockPerson,
} from '@upahar/contract/endpoints';
import { callApi } from '~/lib/browser-api';

// Connections from the shopper's browser.

export const fetchConnections = (query: TConnectionsQuery, signal?: AbortSignal) =>
  callApi(listConnections, { query }, { signal }).then((r) => ({
    ...r.data,
    pagination: r.meta?.pagination ?? null,
  }));
export const findPeople = (q: string, signal?: AbortSignal) =>
  callApi(searchPeople, { query: { q } }, { signal }).then((r) => r.data.people);
export const askToConnect = (username: string) => callApi(sendConnection, { body: { username } });
export const endConnection = (username: string) => callApi(removeConnection, { body: { username } });
export const block = (username: string) => callApi(blockPerson, { body: { username } });
export const unblock = (username: string) => callApi(unblockPerson, { body: { username } });

const ANSWERS = {
  accept: acceptConnection,
  decline: declineConnection,
  hide: hideConnection,
  cancel: cancelConnection,
} as const;
export type ConnectionAnswer = keyof typeof ANSWERS;
export const answerConnection = (action: ConnectionAnswer, id: string) =>
  callApi(ANSWERS[action], { params: { id } });
