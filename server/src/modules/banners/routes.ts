import { bannerClick, bannerStats, bannerStore } from '@upahar/contract/endpoints';
import { m } from '@upahar/contract/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as clock from '../../lib/clock.ts';
import { ok } from '../../lib/envelope.ts';
import { AppError, forbidden } from '../../lib/errors.ts';
import { answerPrivately } from '../../lib/private-answers.ts';
import { route } from '../../lib/route.ts';
import { authOf } from '../../plugins/auth.ts';
import { limit } from '../../plugins/rate-limit.ts';
import { isBotAgent } from '../catalog/index.ts';
import { BANNER_FLUSH_MS, BannerCounter } from './counter.ts';
import { readBannerStats } from './stats.ts';

// A beacon's body is small: 20 keys of at most 130 characters fit well under this.
const BEACON_BYTES = 4096;

/**
 * The storefront's banner beacons. They answer 204 at once: the count waits in memory and the
 * job system writes it with the others every BANNER_FLUSH_MS; the app once more when it closes.
 */
export async function bannerRoutes(app: FastifyInstance) {
  const db = app.database.db;
  const counter = new BannerCounter(clock.now);
  // sendBeacon posts its JSON as text/plain; only these routes read text/plain as JSON.
  app.addContentTypeParser(
    'text/plain',
    { parseAs: 'string', bodyLimit: BEACON_BYTES },
    (_req, text, done) => {
      try {
        done(null, JSON.parse(String(text)));
      } catch {
        done(new AppError('bad_request', m.errors_sellers_banner_json(), 400), undefined);
      }
    },
  );
  app.addHook('onReady', async () => {
    await counter.refresh(db).catch((e) => app.log.warn({ err: e }, 'reading banners failed'));
  });
  app.writeBehind.add({ name: 'banner counts', everyMs: BANNER_FLUSH_MS, flush: () => counter.flush(db) });
  // One shopper sees a few banners a page; this leaves room for quick browsing, not for scripts.
  const beacons = { config: limit(app, 120, '1 minute') };

  route(
    app,
    bannerClick,
    async (req, reply) => {
      if (!isBotAgent(req.headers['user-agent'])) counter.count([req.body.key], 'clicks');
      return reply.code(204).send();
    },
    beacons,
  );
  route(
    app,
    bannerStore,
    async (req, reply) => {
      if (!isBotAgent(req.headers['user-agent'])) counter.count(req.body.keys, 'views');
      return reply.code(204).send();
    },
    beacons,
  );

  // Browser tests and API tests write the batch when they need to read it, not after a wait.
  if (app.config.env === 'test') {
    app.post('/banner/action/flush', { schema: { hide: true } }, async (_req, reply) => {
      await counter.flush(db);
      return reply.code(204).send();
    });
  }
}

/** After requireStaff: sellers are staff too, but the shop's banners are the admins' business. */
async function requireAdmin(req: FastifyRequest) {
  if (authOf(req).user.role !== 'admin') throw forbidden(m.errors_sellers_admins_banner_numbers());
}

export async function bannerDashboardRoutes(app: FastifyInstance) {
  const db = app.database.db;
  answerPrivately(app);
  route(
    app,
    bannerStats,
    async (req) => ok(await readBannerStats({ db, days: req.query.days, now: clock.now() })),
    { guard: requireAdmin },
  );
}
