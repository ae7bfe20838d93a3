import {
  ZCheckDeliveryEligibilityQuery,
  ZDeliveryEligibilityResponse,
  ZDeliveryLocationsResponse,
  ZLocationByGpsQuery,
  ZLocationByGpsResponse,
} from '@upahar/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { checkDeliveryEligibility, listDeliveryLocations, locationByGps } from './service.ts';

const tags = ['delivery'];

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
}
