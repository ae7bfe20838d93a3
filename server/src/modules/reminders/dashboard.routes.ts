import { readReminderDesk, setOccasionSuggestions } from '@upahar/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { adminOnly } from '../../lib/admin-only.ts';
import { ok } from '../../lib/envelope.ts';
import { answerPrivately } from '../../lib/private-answers.ts';
import { route } from '../../lib/route.ts';
import { readDesk, setSuggestions } from './desk.ts';

/** Admins pick the gifts suggested per kind of occasion and see the reminders sent. */
export async function reminderDashboardRoutes(app: FastifyInstance) {
  const db = app.database.db;
  answerPrivately(app);
  const admin = { guard: adminOnly };
  route(app, readReminderDesk, async () => ok(await readDesk({ db })), admin);
  route(
    app,
    setOccasionSuggestions,
    async (req) => ok(await setSuggestions({ db, kind: req.params.kind, productIds: req.body.productIds })),
    admin,
  );
}
