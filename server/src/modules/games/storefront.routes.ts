import {
  digTreasure,
  getRoulette,
  getTreasureHunt,
  myRouletteSpins,
  spinRoulette,
} from '@upahar/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import * as clock from '../../lib/clock.ts';
import { ok } from '../../lib/envelope.ts';
import { route } from '../../lib/route.ts';
import { authOf } from '../../plugins/auth.ts';
import { limit } from '../../plugins/rate-limit.ts';
import { allowance, publicWheel } from './roulette-reads.ts';
import { spin } from './roulette-spin.ts';
import { dig } from './treasure-dig.ts';
import { publicHunt } from './treasure-reads.ts';

export async function gameRoutes(app: FastifyInstance) {
  const db = app.database.db;

  route(app, getRoulette, async (req) => ok({ roulette: await publicWheel(db, req.params.id, clock.now()) }));
  route(app, myRouletteSpins, async (req) =>
    ok(await allowance({ db, idOrSlug: req.params.id, userId: authOf(req).user.id, now: clock.now() })),
  );
  // The daily allowance already bounds spins; the limit stops a script hammering the refusals.
  route(
    app,
    spinRoulette,
    async (req) => {
      const result = await spin({
        db,
        idOrSlug: req.params.id,
        userId: authOf(req).user.id,
        now: clock.now(),
      });
      return ok(result, { message: result.prize ? `You won ${result.prize.title}!` : 'No prize this time' });
    },
    { config: limit(app, 60, '10 minutes') },
  );

  route(app, getTreasureHunt, async (req) =>
    ok({
      hunt: await publicHunt({
        db,
        by: { campaign: req.body.campaign, huntId: req.body.huntId },
        userId: req.auth?.user.id ?? null,
        now: clock.now(),
      }),
    }),
  );
  route(
    app,
    digTreasure,
    async (req) => {
      const result = await dig({
        db,
        huntId: req.body.treasureId,
        productId: req.body.productId,
        userId: authOf(req).user.id,
        now: clock.now(),
      });
      return ok(result, { message: result.found ? 'You found a treasure!' : 'Nothing here' });
    },
    { config: limit(app, 60, '10 minutes') },
  );
}
