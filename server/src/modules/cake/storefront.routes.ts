import {
  calculateCakePrice,
  calculateCakePriceByQuery,
  checkCakeTier,
  getCakeOptions,
  getCakePrice,
  getMinPound,
  listCakeCategories,
  listCakeShapes,
} from '@upahar/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { route } from '../../lib/route.ts';
import * as cake from './service.ts';

// Options change when an admin edits them; prices follow the options.
const OPTIONS_CACHE = 'public, max-age=300';
const PRICE_CACHE = 'public, max-age=60';

/** The cake configurator: weights, shapes, options, tiers and server-side prices. */
export async function cakeRoutes(app: FastifyInstance) {
  const db = app.database.db;

  route(app, getMinPound, async (req, reply) => {
    reply.header('Cache-Control', OPTIONS_CACHE);
    return ok(await cake.getMinPound({ db, productId: req.query.productId }));
  });

  route(app, listCakeShapes, async (req, reply) => {
    reply.header('Cache-Control', OPTIONS_CACHE);
    return ok(await cake.listShapes({ db, productId: req.query.productId }));
  });

  route(app, listCakeCategories, async (_req, reply) => {
    reply.header('Cache-Control', OPTIONS_CACHE);
    return ok(await cake.listCakeCategories({ db }));
  });

  route(app, getCakeOptions, async (req, reply) => {
    reply.header('Cache-Control', OPTIONS_CACHE);
    return ok(await cake.getCakeOptions({ db, productId: req.query.productId }));
  });

  route(app, checkCakeTier, async (req, reply) => {
    reply.header('Cache-Control', OPTIONS_CACHE);
    return ok(await cake.checkTier({ db, ...req.query }));
  });

  route(app, getCakePrice, async (req, reply) => {
    const { productId, ...choice } = req.query;
    reply.header('Cache-Control', PRICE_CACHE);
    return ok(await cake.getProductPrice({ db, productId, choice }));
  });

  route(app, calculateCakePrice, async (req) => {
    const { productId, quantity, message, ...choice } = req.body;
    return ok(await cake.calculateProductPrice({ db, productId, choice, quantity, message }));
  });

  // Some clients send the choices as a query string; the answer is the same as the POST's.
  route(app, calculateCakePriceByQuery, async (req, reply) => {
    const { productId, quantity, message, ...choice } = req.query;
    reply.header('Cache-Control', PRICE_CACHE);
    return ok(await cake.calculateProductPrice({ db, productId, choice, quantity, message }));
  });
}
