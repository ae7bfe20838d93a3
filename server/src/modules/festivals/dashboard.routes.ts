import {
  createFestival,
  deleteFestival,
  listStaffFestivals,
  updateFestival,
} from '@upahar/contract/endpoints';
import { m } from '@upahar/contract/messages';
import type { FastifyInstance } from 'fastify';
import { adminOnly } from '../../lib/admin-only.ts';
import { ok } from '../../lib/envelope.ts';
import { answerPrivately } from '../../lib/private-answers.ts';
import { route } from '../../lib/route.ts';
import * as service from './service.ts';

export async function festivalDashboardRoutes(app: FastifyInstance) {
  const db = app.database.db;
  answerPrivately(app);
  const admin = { guard: adminOnly };

  route(
    app,
    listStaffFestivals,
    async () => ok({ festivals: await service.listAllFestivals({ db }) }),
    admin,
  );
  route(
    app,
    createFestival,
    async (req, reply) => {
      const festival = await service.createFestival({ db, body: req.body });
      reply.status(201);
      return ok({ festival }, { message: m.festivals_saved() });
    },
    admin,
  );
  route(
    app,
    updateFestival,
    async (req) =>
      ok(
        { festival: await service.updateFestival({ db, id: req.params.id, body: req.body }) },
        { message: m.festivals_saved() },
      ),
    admin,
  );
  route(
    app,
    deleteFestival,
    async (req) => {
      await service.deleteFestival({ db, id: req.params.id });
      return ok(null, { message: m.festivals_deleted() });
    },
    admin,
  );
}
