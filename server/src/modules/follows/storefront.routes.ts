import { followStore, listFollowingProducts, listFollows, unfollowStore } from '@upahar/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { route } from '../../lib/route.ts';
import { authOf } from '../../plugins/auth.ts';
import { limit } from '../../plugins/rate-limit.ts';
import * as follows from './service.ts';

/** Following stores: follow, unfollow, the follow list and the followed stores' new products. */
export async function followRoutes(app: FastifyInstance) {
  const db = app.database.db;
  const writing = { config: limit(app, 30, '1 minute') };

  route(
    app,
    followStore,
    async (req) => {
      const data = await follows.follow({ db, userId: authOf(req).user.id, ref: req.body.storeId });
      return ok(data, { message: 'You are following this store' });
    },
    writing,
  );
  route(
    app,
    unfollowStore,
    async (req) => {
      const data = await follows.unfollow({ db, userId: authOf(req).user.id, ref: req.body.storeId });
      return ok(data, { message: 'You no longer follow this store' });
    },
    writing,
  );

  route(app, listFollows, async (req, reply) => {
    reply.header('Cache-Control', 'private, no-store');
    return ok(await follows.followList({ db, userId: authOf(req).user.id }));
  });

  route(app, listFollowingProducts, async (req, reply) => {
    reply.header('Cache-Control', 'private, no-store');
    return ok({ products: await follows.followingProducts({ db, userId: authOf(req).user.id }) });
  });
}
