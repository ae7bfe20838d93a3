import { CART_TOKEN_HEADER } from '@upahar/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestLocale } from '../../lib/language.ts';
import { type CartActor, cleanToken, findCart, mergeGuestCart } from './access.ts';

/**
 * Who is asking: the signed-in user (if any), the visitor's cart token (if sent) and the
 * language they read.
 */
export function cartActor(req: FastifyRequest): CartActor {
  return {
    userId: req.auth?.user.id ?? null,
    guestToken: cleanToken(req.headers[CART_TOKEN_HEADER]),
    locale: requestLocale(req.headers),
  };
}

/**
 * A preHandler for every route that reads or changes the cart (the cart's own, checkout,
 * wish-and-cart): when a signed-in request still carries a visitor's cart token, that cart joins
 * the user's first; for visitors it does nothing. Right after login the browser fires its first
 * requests together and drops the visitor's token only once GET cart has answered, so whichever
 * request arrives first merges the visitor's cart; the others then find it merged.
 */
export const mergeVisitorCart = (app: FastifyInstance) => async (req: FastifyRequest) => {
  const { userId, guestToken } = cartActor(req);
  if (userId && guestToken) await mergeGuestCart({ db: app.database.db, userId, token: guestToken });
};

/** A cart is personal: never stored by a shared cache, and it differs by token. */
export const answerCartPrivately = (reply: FastifyReply) =>
  reply.header('Cache-Control', 'private, no-store').header('Vary', `Authorization, ${CART_TOKEN_HEADER}`);

/**
 * The id of the request's cart, creating none. A signed-in user still carrying a visitor's token
 * has that cart merged first (a write): just after login a delivery or checkout call can reach
 * the server before GET cart does, and must not answer about an empty cart.
 */
export async function mergedCartId(app: FastifyInstance, req: FastifyRequest): Promise<string | null> {
  await mergeVisitorCart(app)(req);
  return (await findCart({ db: app.database.db, actor: cartActor(req) }))?.id ?? null;
}
