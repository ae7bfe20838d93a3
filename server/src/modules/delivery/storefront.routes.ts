import {
  checkDeliveryEligibility as checkEligibilityEndpoint,
  listDeliveryLocations as listLocationsEndpoint,
  locationByGps as locationByGpsEndpoint,
} from '@upahar/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { route } from '../../lib/route.ts';
import { checkDeliveryEligibility, listDeliveryLocations, locationByGps } from './service.ts';

/**
 * Delivery areas and whether a product reaches one. The charge and the slots of a cart are served
 * by the checkout module: the cart depends on this module, so this one must not depend on the cart.
 */
export async function deliveryRoutes(app: FastifyInstance) {
  const db = app.database.db;

  route(app, listLocationsEndpoint, async (_req, reply) => {
    // Clients keep the list for an hour; it changes rarely.
    reply.header('Cache-Control', 'public, max-age=3600');
    return ok(await listDeliveryLocations({ db }));
  });

  route(app, locationByGpsEndpoint, async (req, reply) => {
    reply.header('Cache-Control', 'public, max-age=3600');
    return ok(await locationByGps({ db, ...req.query }));
  });

  route(app, checkEligibilityEndpoint, async (req, reply) => {
    // The answer depends on the clock (cut-off times), so keep caches short.
    reply.header('Cache-Control', 'public, max-age=60');
    return ok(await checkDeliveryEligibility({ db, ...req.query }));
  });
}
