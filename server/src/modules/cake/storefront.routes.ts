import {
  ZCakeCategoriesResponse,
  ZCakeOptionsResponse,
  ZCakeProductQuery,
  ZCalculateProductPriceBody,
  ZCalculateProductPriceResponse,
  ZCheckTierQuery,
  ZCheckTierResponse,
  ZGetMinPoundResponse,
  ZProductPriceQuery,
  ZProductPriceResponse,
  ZShapesQuery,
  ZShapesResponse,
} from '@upahar/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import {
  calculateProductPrice,
  checkTier,
  getCakeOptions,
  getMinPound,
  getProductPrice,
  listCakeCategories,
  listShapes,
} from './service.ts';

const tags = ['cake'];
// Options change when an admin edits them; prices follow the options.
const OPTIONS_CACHE = 'public, max-age=300';
const PRICE_CACHE = 'public, max-age=60';

/** The cake configurator (SPEC 3 cart add request; SPEC 7 get-min-pound, shapes, price...). */
export async function cakeRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  app.get(
    '/get-min-pound',
    { schema: { tags, querystring: ZCakeProductQuery, response: { 200: ZGetMinPoundResponse } } },
    async (req, reply) => {
      reply.header('Cache-Control', OPTIONS_CACHE);
      return ok(await getMinPound({ db, productId: req.query.productId }));
    },
  );

  app.get(
    '/shapes',
    { schema: { tags, querystring: ZShapesQuery, response: { 200: ZShapesResponse } } },
    async (req, reply) => {
      reply.header('Cache-Control', OPTIONS_CACHE);
      return ok(await listShapes({ db, productId: req.query.productId }));
    },
  );

  app.get(
    '/cake-categories',
    { schema: { tags, response: { 200: ZCakeCategoriesResponse } } },
    async (_req, reply) => {
      reply.header('Cache-Control', OPTIONS_CACHE);
      return ok(await listCakeCategories({ db }));
    },
  );

  app.get(
    '/cake-options',
    { schema: { tags, querystring: ZCakeProductQuery, response: { 200: ZCakeOptionsResponse } } },
    async (req, reply) => {
      reply.header('Cache-Control', OPTIONS_CACHE);
      return ok(await getCakeOptions({ db, productId: req.query.productId }));
    },
  );

  app.get(
    '/check-tier',
    { schema: { tags, querystring: ZCheckTierQuery, response: { 200: ZCheckTierResponse } } },
    async (req, reply) => {
      reply.header('Cache-Control', OPTIONS_CACHE);
      return ok(await checkTier({ db, ...req.query }));
    },
  );

  app.get(
    '/product-price',
    { schema: { tags, querystring: ZProductPriceQuery, response: { 200: ZProductPriceResponse } } },
    async (req, reply) => {
      const { productId, ...choice } = req.query;
      reply.header('Cache-Control', PRICE_CACHE);
      return ok(await getProductPrice({ db, productId, choice }));
    },
  );

  app.post(
    '/calculate-product-price',
    {
      schema: { tags, body: ZCalculateProductPriceBody, response: { 200: ZCalculateProductPriceResponse } },
    },
    async (req) => {
      const { productId, quantity, message, ...choice } = req.body;
      return ok(await calculateProductPrice({ db, productId, choice, quantity, message }));
    },
  );

  // SPEC 7 lists calculate-product-price among the GETs; the same fields work as a query.
  app.get(
    '/calculate-product-price',
    {
      schema: {
        tags,
        querystring: ZCalculateProductPriceBody,
        response: { 200: ZCalculateProductPriceResponse },
      },
    },
    async (req, reply) => {
      const { productId, quantity, message, ...choice } = req.query;
      reply.header('Cache-Control', PRICE_CACHE);
      return ok(await calculateProductPrice({ db, productId, choice, quantity, message }));
    },
  );
}
