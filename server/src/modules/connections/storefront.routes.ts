import { CONNECTIONS_PER_PAGE } from '@upahar/contract';
import {
  acceptConnection,
  blockPerson as blockEndpoint,
  cancelConnection,
  connectionWith as connectionWithEndpoint,
  declineConnection,
  hideConnection,
  listConnections as listEndpoint,
  removeConnection as removeEndpoint,
  searchPeople as searchPeopleEndpoint,
  sendConnection,
  unblockPerson as unblockEndpoint,
} from '@upahar/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { ok, paginate } from '../../lib/envelope.ts';
import { answerPrivately } from '../../lib/private-answers.ts';
import { route } from '../../lib/route.ts';
import { authOf } from '../../plugins/auth.ts';
import { limit } from '../../plugins/rate-limit.ts';
import { blockPerson, unblockPerson } from './blocks.ts';
import { searchPeople } from './people-search.ts';
import { answerRequest, connectionWith, listConnections, removeConnection, sendRequest } from './service.ts';

const SAID = {
  accept: 'You are now connected',
  decline: 'Request declined',
  hide: 'Request hidden; they are not told',
  cancel: 'Request withdrawn',
} as const;

export async function connectionRoutes(app: FastifyInstance) {
  const db = app.database.db;
  answerPrivately(app);
  // Writes are limited so nobody can script requests to every username.
  const writes = { config: limit(app, 60, '10 minutes') };

  route(app, listEndpoint, async (req) => {
    const { tab, page } = req.query;
    const { connections, counts, total } = await listConnections({ db, me: authOf(req).user.id, tab, page });
    return ok(
      { connections, counts },
      { pagination: paginate(total, connections.length, CONNECTIONS_PER_PAGE, page) },
    );
  });

  // Searching people is limited per client like the writes, so a script cannot walk the names of
  // everyone in the shop; typing (answered as it pauses) stays far below it.
  route(
    app,
    searchPeopleEndpoint,
    async (req) => ok({ people: await searchPeople({ db, me: authOf(req).user.id, q: req.query.q }) }),
    { config: limit(app, 60, '1 minute') },
  );

  route(app, connectionWithEndpoint, async (req) =>
    ok(await connectionWith({ db, me: authOf(req).user.id, username: req.params.username })),
  );

  route(
    app,
    sendConnection,
    async (req) => {
      const res = await sendRequest({ db, me: authOf(req).user.id, username: req.body.username });
      return ok(res, { message: res.state === 'connected' ? 'You are now connected' : 'Request sent' });
    },
    { config: limit(app, 30, '1 hour') },
  );

  for (const [endpoint, action] of [
    [acceptConnection, 'accept'],
    [declineConnection, 'decline'],
    [hideConnection, 'hide'],
    [cancelConnection, 'cancel'],
  ] as const) {
    route(
      app,
      endpoint,
      async (req) =>
        ok(await answerRequest({ db, me: authOf(req).user.id, id: req.params.id, action }), {
          message: SAID[action],
        }),
      writes,
    );
  }

  route(
    app,
    removeEndpoint,
    async (req) =>
      ok(await removeConnection({ db, me: authOf(req).user.id, username: req.body.username }), {
        message: 'Connection removed',
      }),
    writes,
  );

  route(
    app,
    blockEndpoint,
    async (req) => {
      const { name, ...res } = await blockPerson({
        db,
        me: authOf(req).user.id,
        username: req.body.username,
      });
      return ok(res, { message: `${name} is blocked` });
    },
    writes,
  );

  route(
    app,
    unblockEndpoint,
    async (req) =>
      ok(await unblockPerson({ db, me: authOf(req).user.id, username: req.body.username }), {
        message: 'Unblocked',
      }),
    writes,
  );
}
