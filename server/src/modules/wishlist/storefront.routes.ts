import {
  WISHES_PER_PAGE,
  ZWishAndCartResponse,
  ZWishBody,
  ZWishesQuery,
  ZWishesResponse,
  ZWishResponse,
} from '@upahar/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, paginate } from '../../lib/envelope.ts';
import { authOf } from '../../plugins/auth.ts';
import { mergeVisitorCart } from '../cart/index.ts';
import { addWish, deleteWish, listWishes, wishAndCart } from './service.ts';

const tags = ['wishlist'];

/** Wishlist (SPEC 4 favorites, SPEC 7 /wishes/add, /wishes/delete, favorite add and remove). */
export async function wishlistRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const authed = { preHandler: app.requireUser };
  const wishSchema = { tags, body: ZWishBody, response: { 200: ZWishResponse } };

  // SPEC 7 names two pairs for the same thing: /wishes/add|delete and favourite add|remove.
  for (const url of ['/wishes/add', '/favorite/add']) {
    app.post(url, { ...authed, schema: wishSchema }, async (req) => {
      const data = await addWish({ db, userId: authOf(req).user.id, ref: req.body.id, type: req.body.type });
      return ok(data, { message: 'Added to your wishlist' });
    });
  }
  for (const url of ['/wishes/delete', '/favorite/remove']) {
    app.post(url, { ...authed, schema: wishSchema }, async (req) => {
      const data = await deleteWish({
        db,
        userId: authOf(req).user.id,
        ref: req.body.id,
        type: req.body.type,
      });
      return ok(data, { message: 'Removed from your wishlist' });
    });
  }

  app.get(
    '/wishes',
    { ...authed, schema: { tags, querystring: ZWishesQuery, response: { 200: ZWishesResponse } } },
    async (req, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      const { products, total } = await listWishes({ db, userId: authOf(req).user.id, page: req.query.page });
      const pagination = paginate(total, products.length, WISHES_PER_PAGE, req.query.page);
      return ok({ products }, { pagination });
    },
  );

  app.get(
    '/wish-and-cart',
    {
      preHandler: [app.requireUser, mergeVisitorCart(app)],
      schema: { tags: ['wishlist', 'cart'], response: { 200: ZWishAndCartResponse } },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return ok(await wishAndCart({ db, userId: authOf(req).user.id }));
    },
  );
}
