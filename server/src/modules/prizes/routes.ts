import { PRIZES_PER_PAGE } from '@upahar/contract';
import { createPrize, listPrizeAwards, listPrizes, myPrizes, updatePrize } from '@upahar/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { adminOnly } from '../../lib/admin-only.ts';
import * as clock from '../../lib/clock.ts';
import { ok, paginate } from '../../lib/envelope.ts';
import { answerPrivately } from '../../lib/private-answers.ts';
import { route } from '../../lib/route.ts';
import { authOf } from '../../plugins/auth.ts';
import { limit } from '../../plugins/rate-limit.ts';
import { listAwards, listMyPrizes } from './reads.ts';
import * as staff from './staff.ts';

export async function prizeRoutes(app: FastifyInstance) {
  const db = app.database.db;
  route(app, myPrizes, async (req) =>
    ok({ prizes: await listMyPrizes({ db, userId: authOf(req).user.id, now: clock.now() }) }),
  );
}

export async function prizeDashboardRoutes(app: FastifyInstance) {
  const db = app.database.db;
  answerPrivately(app);
  // Sellers are staff too, but prizes are the shop's own money.
  const admin = { guard: adminOnly };
  const writes = { ...admin, config: limit(app, 120, '10 minutes') };

  route(app, listPrizes, async () => ok({ prizes: await staff.listPrizes(db) }), admin);
  route(
    app,
    createPrize,
    async (req) => ok({ prize: await staff.createPrize({ db, body: req.body }) }, { message: 'Prize saved' }),
    writes,
  );
  route(
    app,
    updatePrize,
    async (req) =>
      ok(
        { prize: await staff.updatePrize({ db, id: req.params.id, body: req.body }) },
        { message: 'Prize saved' },
      ),
    writes,
  );
  route(
    app,
    listPrizeAwards,
    async (req) => {
      const { awards, total } = await listAwards({
        db,
        source: req.query.source,
        page: req.query.page,
        perPage: PRIZES_PER_PAGE,
        now: clock.now(),
      });
      return ok({ awards }, { pagination: paginate(total, awards.length, PRIZES_PER_PAGE, req.query.page) });
    },
    admin,
  );
}
