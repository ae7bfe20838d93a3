import {
  ZConnectionIdParams,
  ZConnectionPersonBody,
  ZConnectionStateResponse,
  ZConnectionsQuery,
  ZConnectionsResponse,
  ZPeopleSearchQuery,
  ZPeopleSearchResponse,
} from '../connections.ts';
import { defineEndpoint } from '../endpoint.ts';

// Connections between shoppers. Every request id belongs to the two people it links; anyone
// else gets 404.
const mine = { surface: 'storefront', tag: 'connections', access: 'user' } as const;

export const listConnections = defineEndpoint({
  ...mine,
  id: 'listConnections',
  method: 'GET',
  path: '/connections',
  summary:
    'Your connections, requests received, sent and hidden, and the people you blocked (one tab a page), with the count of each',
  query: ZConnectionsQuery,
  response: ZConnectionsResponse,
});

export const sendConnection = defineEndpoint({
  ...mine,
  id: 'sendConnection',
  method: 'POST',
  path: '/connection/send',
  summary:
    'Ask someone to connect, by username; if they already asked you, you are connected at once. Yourself 400, twice 409, across a block 403 or 409',
  body: ZConnectionPersonBody,
  response: ZConnectionStateResponse,
  errors: [403, 404, 409, 429],
});

const answer = (id: string, path: string, summary: string) =>
  defineEndpoint({
    ...mine,
    id,
    method: 'POST',
    path,
    summary,
    params: ZConnectionIdParams,
    response: ZConnectionStateResponse,
    errors: [404, 409],
  });

export const acceptConnection = answer(
  'acceptConnection',
  '/connection/accept/:id',
  'Accept a request you received (hidden ones too)',
);
export const declineConnection = answer(
  'declineConnection',
  '/connection/decline/:id',
  'Decline a request you received; the person may ask again after 30 days',
);
export const hideConnection = answer(
  'hideConnection',
  '/connection/hide/:id',
  'Hide a request you received: it leaves your requests, and the person is not told',
);
export const cancelConnection = answer(
  'cancelConnection',
  '/connection/cancel/:id',
  'Withdraw a request you sent',
);

export const removeConnection = defineEndpoint({
  ...mine,
  id: 'removeConnection',
  method: 'POST',
  path: '/connection/remove',
  summary: 'End a connection with someone, by username',
  body: ZConnectionPersonBody,
  response: ZConnectionStateResponse,
  errors: [404],
});

export const blockPerson = defineEndpoint({
  ...mine,
  id: 'blockPerson',
  method: 'POST',
  path: '/connection/block',
  summary:
    'Block someone, by username: any connection or request between you ends, and neither can ask the other until you unblock',
  body: ZConnectionPersonBody,
  response: ZConnectionStateResponse,
  errors: [400, 404],
});

export const unblockPerson = defineEndpoint({
  ...mine,
  id: 'unblockPerson',
  method: 'POST',
  path: '/connection/unblock',
  summary: 'Unblock someone you blocked, by username; nothing else comes back',
  body: ZConnectionPersonBody,
  response: ZConnectionStateResponse,
  errors: [404],
});

export const connectionWith = defineEndpoint({
  ...mine,
  id: 'connectionWith',
  method: 'GET',
  path: '/connection/with/:username',
  summary:
    'Where you stand with someone (for their profile page): connected, sent, received, hidden, blocked (by you), unavailable (they blocked you) or none',
  params: ZConnectionPersonBody,
  response: ZConnectionStateResponse,
  errors: [404],
});

export const searchPeople = defineEndpoint({
  ...mine,
  id: 'searchPeople',
  method: 'GET',
  path: '/connection/people',
  summary:
    'People to connect with whose name or username contains the words (at least 2 letters): public profile fields only, nobody blocked either way, at most 10',
  query: ZPeopleSearchQuery,
  response: ZPeopleSearchResponse,
  errors: [429],
});
