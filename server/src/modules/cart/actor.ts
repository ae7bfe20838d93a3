import { CART_TOKEN_HEADER } from '@upahar/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type CartActor, cleanToken, mergeGuestCart } from './access.ts';

/** Who is asking: the signed-in user (if any) and the visitor's cart token (if sent). */
export function cartActor(req: FastifyRequest): CartActor {
  return { userId: req.auth?.user.id ?? null, guestToken: cleanToken(req.headers[CART_TOKEN_HEADER]) };
}

/**
 * A preHandler for signed-in routes that read the cart (checkout). Right after login the browser
 * fires its first requests together and drops the visitor's token only once GET cart has answered,
 * so whichever request arrives first merges the visitor's cart; the others then find it merged.
 */
export const mergeVisitorCart = (app: FastifyInstance) => async (req: FastifyRequest) => {
  const { userId, guestToken } = cartActor(req);
  if (userId && guestToken) await mergeGuestCart({ db: app.database.db, userId, token: guestToken });
};

/** A cart is personal: never stored by a shared cache, and it differs by token. */
export const answerCartPrivately = (reply: FastifyReply) =>
  reply.header('Cache-Control', 'private, no-store').header('Vary', `Authorization, ${CART_TOKEN_HEADER}`);
