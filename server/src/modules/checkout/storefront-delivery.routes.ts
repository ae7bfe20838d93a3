import { getDeliveryCharge as chargeEndpoint, getDeliveryMethodsSlots } from '@upahar/contract/endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { route } from '../../lib/route.ts';
import { loadPricedLines, mergedCartId } from '../cart/index.ts';
import { getDeliveryCharge, getMethodsSlots } from '../delivery/index.ts';

/**
 * The lines of the signed-in user's cart, else of the visitor's found by its x-cart-token; all of
 * them or the chosen ones. Creates nothing, but a user still carrying a visitor's token gets that
 * cart merged first: just after login this call can reach the server before GET cart does, and
 * must not answer about an empty cart.
 */
async function cartLines(app: FastifyInstance, req: FastifyRequest, itemIds: string[]) {
  const cartId = await mergedCartId(app, req);
  return cartId ? loadPricedLines({ db: app.database.db, cartId, itemIds }) : [];
}

/**
 * The delivery charge of a cart to an area, then the methods and slots of a date: the first
 * checkout step. Here rather than in the delivery module, which the cart itself depends on.
 * Both answer about one person's cart and depend on the clock, so nothing is cached.
 */
export async function cartDeliveryRoutes(app: FastifyInstance) {
  const db = app.database.db;

  route(app, chargeEndpoint, async (req, reply) => {
    reply.header('Cache-Control', 'private, no-store');
    const { locationId, cartItems } = req.body;
    const lines = await cartLines(app, req, cartItems);
    return ok(await getDeliveryCharge({ db, lines, locationId }));
  });

  route(app, getDeliveryMethodsSlots, async (req, reply) => {
    reply.header('Cache-Control', 'private, no-store');
    const { locationId, date, cartItems } = req.body;
    const lines = await cartLines(app, req, cartItems);
    return ok(await getMethodsSlots({ db, lines, locationId, date }));
  });
}
