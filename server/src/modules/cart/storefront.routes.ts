import {
  CART_TOKEN_HEADER,
  ZAddToCartBody,
  ZCartItemIdBody,
  ZCartNoteBody,
  ZCartResponse,
  ZUpdateCartItemBody,
} from '@upahar/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { limit } from '../../plugins/rate-limit.ts';
import { type CartActor, cleanToken, mergeGuestCart } from './access.ts';
import { addToCart, getCart, removeFromCart, setCartNote, updateCartItem } from './service.ts';

const tags = ['cart'];

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

// A cart is personal: never stored by a shared cache, and it differs by token.
const privateReply = (reply: FastifyReply) =>
  reply.header('Cache-Control', 'private, no-store').header('Vary', `Authorization, ${CART_TOKEN_HEADER}`);

/** Cart (SPEC 3, 4, 7): cart, add-to-cart, remove-from-cart, quantities, note. Visitors too. */
export async function cartRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const visitorOrUser = { preHandler: app.optionalUser };
  const response = { 200: ZCartResponse };

  // SPEC 7 lists both "cart" and "/cart"; they are one route.
  app.get('/cart', { ...visitorOrUser, schema: { tags, response } }, async (req, reply) => {
    privateReply(reply);
    return ok(await getCart({ db, actor: cartActor(req) }));
  });

  app.post(
    '/add-to-cart',
    // Each add without a token opens a visitor's cart: a loop could fill the table. Generous
    // enough for shoppers sharing one address (carrier-grade NAT is common in Nepal).
    {
      ...visitorOrUser,
      schema: { tags, body: ZAddToCartBody, response },
      config: limit(app, 120, '1 minute'),
    },
    async (req, reply) => {
      privateReply(reply);
      const cart = await addToCart({ db, actor: cartActor(req), input: req.body });
      return ok(cart, { message: 'Added to your cart' });
    },
  );

  app.post(
    '/remove-from-cart',
    { ...visitorOrUser, schema: { tags, body: ZCartItemIdBody, response } },
    async (req, reply) => {
      privateReply(reply);
      const cart = await removeFromCart({ db, actor: cartActor(req), cartItemId: req.body.cartItemId });
      return ok(cart, { message: 'Removed from your cart' });
    },
  );

  app.post(
    '/update-cart-item',
    { ...visitorOrUser, schema: { tags, body: ZUpdateCartItemBody, response } },
    async (req, reply) => {
      privateReply(reply);
      return ok(await updateCartItem({ db, actor: cartActor(req), ...req.body }));
    },
  );

  app.post(
    '/cart-note',
    { ...visitorOrUser, schema: { tags, body: ZCartNoteBody, response } },
    async (req, reply) => {
      privateReply(reply);
      return ok(await setCartNote({ db, actor: cartActor(req), note: req.body.note }), {
        message: 'Note saved',
      });
    },
  );
}
