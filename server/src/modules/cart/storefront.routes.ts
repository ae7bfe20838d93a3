import { addToCart, getCart, removeFromCart, setCartNote, updateCartItem } from '@upahar/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { route } from '../../lib/route.ts';
import { limit } from '../../plugins/rate-limit.ts';
import { answerCartPrivately, cartActor, mergeVisitorCart } from './actor.ts';
import { addToCart as addLines } from './add-to-cart.ts';
import * as cart from './service.ts';

/** The cart of a signed-in user or of a visitor: read it, add, remove, change quantities, note. */
export async function cartRoutes(app: FastifyInstance) {
  const db = app.database.db;
  // Right after login a request may still carry the visitor's cart token: that cart joins the
  // user's before anything is read or changed (this is how a visitor's cart survives login).
  const merge = mergeVisitorCart(app);

  route(
    app,
    getCart,
    async (req, reply) => {
      answerCartPrivately(reply);
      return ok(await cart.getCart({ db, actor: cartActor(req) }));
    },
    { preHandler: merge },
  );

  route(
    app,
    addToCart,
    async (req, reply) => {
      answerCartPrivately(reply);
      return ok(await addLines({ db, actor: cartActor(req), input: req.body }), {
        message: 'Added to your cart',
      });
    },
    // Each add without a token opens a visitor's cart: a loop could fill the table. Generous
    // enough for shoppers sharing one address (carrier-grade NAT is common in Nepal).
    { config: limit(app, 120, '1 minute'), preHandler: merge },
  );

  route(
    app,
    removeFromCart,
    async (req, reply) => {
      answerCartPrivately(reply);
      const updated = await cart.removeFromCart({
        db,
        actor: cartActor(req),
        cartItemId: req.body.cartItemId,
      });
      return ok(updated, { message: 'Removed from your cart' });
    },
    { preHandler: merge },
  );

  route(
    app,
    updateCartItem,
    async (req, reply) => {
      answerCartPrivately(reply);
      return ok(await cart.updateCartItem({ db, actor: cartActor(req), ...req.body }));
    },
    { preHandler: merge },
  );

  route(
    app,
    setCartNote,
    async (req, reply) => {
      answerCartPrivately(reply);
      return ok(await cart.setCartNote({ db, actor: cartActor(req), note: req.body.note }), {
        message: 'Note saved',
      });
    },
    { preHandler: merge },
  );
}
