import { listFestivals } from '@upahar/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { route } from '../../lib/route.ts';
import { festivalsBetween } from './service.ts';

// Festivals change a few times a year, when staff enter next year's days: browsers and the shop's
// shared cache may keep an answer for five minutes (a change in the dashboard empties the latter).
const KEPT = 'public, max-age=300';

export async function festivalRoutes(app: FastifyInstance) {
  const db = app.database.db;
  route(app, listFestivals, async (req, reply) => {
    reply.header('Cache-Control', KEPT);
    return ok({ festivals: await festivalsBetween({ db, ...req.query }) });
  });
}
