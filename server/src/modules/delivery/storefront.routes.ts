import {
  ZCheckDeliveryEligibilityQuery,
  ZDeliveryChargeBody,
  ZDeliveryChargeResponse,
  ZDeliveryEligibilityResponse,
  ZDeliveryLocationsResponse,
  ZLocationByGpsQuery,
  ZLocationByGpsResponse,
  ZMethodsSlotsBody,
  ZMethodsSlotsResponse,
} from '@upahar/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { cartActor, findCart } from '../cart/index.ts';
import { getDeliveryCharge } from './charge-service.ts';
import { checkDeliveryEligibility, listDeliveryLocations, locationByGps } from './service.ts';
import { getMethodsSlots } from './slots-service.ts';

const tags = ['delivery'];

/**
 * Visitors too: the signed-in user's cart, else the visitor's by its x-cart-token. Creates nothing,
 * but a user still carrying a visitor's token gets that cart merged first: just after login this
 * call can reach the server before GET cart does, and must not answer about an empty cart.
 */
const cartOf = async (app: FastifyInstance, req: FastifyRequest) =>
  (await findCart({ db: app.database.db, actor: cartActor(req) }))?.id ?? null;

/** Delivery areas and eligibility (SPEC 7). Issue 4 adds charges per cart and time slots here. */
export async function deliveryRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  app.get(
    '/delivery-locations',
    { schema: { tags, response: { 200: ZDeliveryLocationsResponse } } },
    async (_req, reply) => {
      // SPEC 9: delivery locations are cached for 1 hour.
      reply.header('Cache-Control', 'public, max-age=3600');
      return ok(await listDeliveryLocations({ db }));
    },
  );

  app.get(
    '/location-by-gps',
    { schema: { tags, querystring: ZLocationByGpsQuery, response: { 200: ZLocationByGpsResponse } } },
    async (req, reply) => {
      reply.header('Cache-Control', 'public, max-age=3600');
      return ok(await locationByGps({ db, ...req.query }));
    },
  );

  app.get(
    '/check-delivery-location-eligibility',
    {
      schema: {
        tags,
        querystring: ZCheckDeliveryEligibilityQuery,
        response: { 200: ZDeliveryEligibilityResponse },
      },
    },
    async (req, reply) => {
      // The answer depends on the clock (cut-off times), so keep caches short.
      reply.header('Cache-Control', 'public, max-age=60');
      return ok(await checkDeliveryEligibility({ db, ...req.query }));
    },
  );

  // Issue 4 point 3: the charge of a cart to a location, then the methods and slots of a date.
  // Both answer about one person's cart and depend on the clock, so nothing is cached.
  app.post(
    '/delivery-charge',
    {
      preHandler: app.optionalUser,
      schema: { tags, body: ZDeliveryChargeBody, response: { 200: ZDeliveryChargeResponse } },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      const cartId = await cartOf(app, req);
      const { locationId, cartItems } = req.body;
      return ok(await getDeliveryCharge({ db, cartId, itemIds: cartItems, locationId }));
    },
  );

  app.post(
    '/delivery-methods-time-slot',
    {
      preHandler: app.optionalUser,
      schema: { tags, body: ZMethodsSlotsBody, response: { 200: ZMethodsSlotsResponse } },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      const cartId = await cartOf(app, req);
      const { locationId, date, cartItems } = req.body;
      return ok(await getMethodsSlots({ db, cartId, itemIds: cartItems, locationId, date }));
    },
  );
}
