import { WISHES_PER_PAGE } from '@upahar/contract';
import {
  addFavorite,
  addWish,
  deleteWish,
  getWishAndCart,
  listWishes,
  removeFavorite,
} from '@upahar/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { ok, paginate } from '../../lib/envelope.ts';
import { requestLocale } from '../../lib/language.ts';
import { type EndpointHandler, route } from '../../lib/route.ts';
import { authOf } from '../../plugins/auth.ts';
import { mergeVisitorCart } from '../cart/index.ts';
import * as wishlist from './service.ts';

/** The wishlist of a signed-in user: add, remove, one page of cards, and the ids for the hearts. */
export async function wishlistRoutes(app: FastifyInstance) {
  const db = app.database.db;

  // Two pairs of paths do the same thing: wishes add/delete and favorite add/remove.
  const add: EndpointHandler<typeof addWish | typeof addFavorite> = async (req) => {
    const { id, type } = req.body;
    const data = await wishlist.addWish({ db, userId: authOf(req).user.id, ref: id, type });
    return ok(data, { message: 'Added to your wishlist' });
  };
  const remove: EndpointHandler<typeof deleteWish | typeof removeFavorite> = async (req) => {
    const { id, type } = req.body;
    const data = await wishlist.deleteWish({ db, userId: authOf(req).user.id, ref: id, type });
    return ok(data, { message: 'Removed from your wishlist' });
  };
  route(app, addWish, add);
  route(app, addFavorite, add);
  route(app, deleteWish, remove);
  route(app, removeFavorite, remove);

  route(app, listWishes, async (req, reply) => {
    reply.header('Cache-Control', 'private, no-store');
    const { page } = req.query;
    const { products, total } = await wishlist.listWishes({
      db,
      userId: authOf(req).user.id,
      page,
      locale: requestLocale(req.headers),
    });
    return ok({ products }, { pagination: paginate(total, products.length, WISHES_PER_PAGE, page) });
  });

  route(
    app,
    getWishAndCart,
    async (req, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return ok(
        await wishlist.wishAndCart({ db, userId: authOf(req).user.id, locale: requestLocale(req.headers) }),
      );
    },
    { preHandler: mergeVisitorCart(app) },
  );
}
