import {
  createRoulette,
  createTreasureHunt,
  getStaffRoulette,
  getStaffTreasureHunt,
  listStaffRoulettes,
  listStaffTreasureHunts,
  updateRoulette,
  updateTreasureHunt,
} from '@upahar/contract/endpoints';
import { m } from '@upahar/contract/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as clock from '../../lib/clock.ts';
import { ok } from '../../lib/envelope.ts';
import { forbidden } from '../../lib/errors.ts';
import { answerPrivately } from '../../lib/private-answers.ts';
import { route } from '../../lib/route.ts';
import { authOf } from '../../plugins/auth.ts';
import { limit } from '../../plugins/rate-limit.ts';
import { createWheel, listStaffWheels, staffWheel, updateWheel } from './roulette-staff.ts';
import { createHunt, listStaffHunts, staffHunt, updateHunt } from './treasure-staff.ts';

/** After requireStaff: sellers are staff too, but the games give away the shop's own money. */
async function requireAdmin(req: FastifyRequest) {
  if (authOf(req).user.role !== 'admin') throw forbidden(m.errors_fun_admins_games());
}

export async function gameDashboardRoutes(app: FastifyInstance) {
  const db = app.database.db;
  answerPrivately(app);
  const admin = { guard: requireAdmin };
  const writes = { ...admin, config: limit(app, 120, '10 minutes') };

  route(
    app,
    listStaffRoulettes,
    async () => ok({ roulettes: await listStaffWheels(db, clock.now()) }),
    admin,
  );
  route(
    app,
    getStaffRoulette,
    async (req) => ok({ roulette: await staffWheel(db, req.params.id, clock.now()) }),
    admin,
  );
  route(
    app,
    createRoulette,
    async (req) =>
      ok(
        { roulette: await createWheel({ db, body: req.body, now: clock.now() }) },
        { message: 'Wheel saved' },
      ),
    writes,
  );
  route(
    app,
    updateRoulette,
    async (req) =>
      ok(
        { roulette: await updateWheel({ db, id: req.params.id, body: req.body, now: clock.now() }) },
        { message: 'Wheel saved' },
      ),
    writes,
  );

  route(app, listStaffTreasureHunts, async () => ok(await listStaffHunts(db, clock.now())), admin);
  route(
    app,
    getStaffTreasureHunt,
    async (req) => ok({ hunt: await staffHunt(db, req.params.id, clock.now()) }),
    admin,
  );
  route(
    app,
    createTreasureHunt,
    async (req) =>
      ok(
        { hunt: await createHunt({ db, body: req.body, now: clock.now() }) },
        { message: 'Treasure hunt saved' },
      ),
    writes,
  );
  route(
    app,
    updateTreasureHunt,
    async (req) =>
      ok(
        { hunt: await updateHunt({ db, id: req.params.id, body: req.body, now: clock.now() }) },
        { message: 'Treasure hunt saved' },
      ),
    writes,
  );
}
