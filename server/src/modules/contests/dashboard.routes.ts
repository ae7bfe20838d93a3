import multipart from '@fastify/multipart';
import { UPLOAD_MAX_BYTES } from '@upahar/contract';
import {
  createDashboardContest,
  getDashboardContest,
  hideContestEntry,
  listDashboardContests,
  placeContestEntries,
  publishContestResults,
  restoreContestEntry,
  updateDashboardContest,
  uploadContestBanner,
} from '@upahar/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { adminOnly } from '../../lib/admin-only.ts';
import * as clock from '../../lib/clock.ts';
import { ok } from '../../lib/envelope.ts';
import { answerPrivately } from '../../lib/private-answers.ts';
import { route } from '../../lib/route.ts';
import { limit } from '../../plugins/rate-limit.ts';
import { readUploadedFile } from '../uploads/index.ts';
import * as judging from './judging.ts';
import * as staff from './staff.ts';

/** Admins run contests. Every write empties the shared page cache, so pages show it at once. */
export async function contestDashboardRoutes(app: FastifyInstance) {
  const db = app.database.db;
  const publicUrl = app.config.publicUrl;
  answerPrivately(app);
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 2, fieldSize: 200 },
  });
  const admin = { guard: adminOnly };
  const writes = { ...admin, config: limit(app, 120, '10 minutes') };

  route(
    app,
    listDashboardContests,
    async () => ok({ contests: await staff.listStaffContests({ db, now: clock.now() }) }),
    admin,
  );
  route(
    app,
    getDashboardContest,
    async (req) => ok(await staff.getStaffContest({ db, id: req.params.id, now: clock.now() })),
    admin,
  );
  route(
    app,
    createDashboardContest,
    async (req, reply) => {
      const saved = await staff.createContest({ db, body: req.body, now: clock.now() });
      reply.status(201);
      return ok(saved, { message: 'Contest created' });
    },
    writes,
  );
  route(
    app,
    updateDashboardContest,
    async (req) =>
      ok(await staff.updateContest({ db, id: req.params.id, body: req.body, now: clock.now() }), {
        message: 'Contest saved',
      }),
    writes,
  );
  route(
    app,
    uploadContestBanner,
    async (req) => {
      const { bytes } = await readUploadedFile(req);
      return ok(await staff.saveBanner({ db, bucket: app.bucket, bytes }), { message: 'Banner uploaded' });
    },
    { ...admin, config: limit(app, 30, '1 minute') },
  );
  route(
    app,
    hideContestEntry,
    async (req) =>
      ok(
        { entry: await staff.setHidden({ db, id: req.params.id, hidden: true, now: clock.now() }) },
        {
          message: 'Entry hidden',
        },
      ),
    writes,
  );
  route(
    app,
    restoreContestEntry,
    async (req) =>
      ok(
        { entry: await staff.setHidden({ db, id: req.params.id, hidden: false, now: clock.now() }) },
        {
          message: 'Entry shown again',
        },
      ),
    writes,
  );
  route(
    app,
    placeContestEntries,
    async (req) =>
      ok(await judging.setPlaces({ db, id: req.params.id, body: req.body, now: clock.now() }), {
        message: 'Places saved',
      }),
    writes,
  );
  route(
    app,
    publishContestResults,
    async (req) =>
      ok(await judging.publish({ db, id: req.params.id, now: clock.now(), publicUrl }), {
        message: 'Results published; the winners are told by e-mail',
      }),
    writes,
  );
}
