import { OUTBOX_PER_PAGE } from '@upahar/contract';
import {
  listUndeliveredMessages,
  resendDeadMessages as resendDeadEndpoint,
  resendMessage as resendMessageEndpoint,
} from '@upahar/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { adminOnly } from '../../lib/admin-only.ts';
import { ok, paginate } from '../../lib/envelope.ts';
import { answerPrivately } from '../../lib/private-answers.ts';
import { route } from '../../lib/route.ts';
import { listUndelivered, resendDeadMessages, resendMessage } from './undelivered.ts';

/** Messages the shop could not send, for admins, and sending them again. */
export async function outboxDashboardRoutes(app: FastifyInstance) {
  const db = app.database.db;
  answerPrivately(app);
  route(
    app,
    listUndeliveredMessages,
    async (req) => {
      const { messages, counts, total } = await listUndelivered({ db, query: req.query });
      return ok(
        { messages, counts },
        { pagination: paginate(total, messages.length, OUTBOX_PER_PAGE, req.query.page) },
      );
    },
    { guard: adminOnly },
  );
  route(
    app,
    resendMessageEndpoint,
    async (req) =>
      ok(
        { resent: await resendMessage({ db, id: req.params.id }) },
        { message: 'It will be sent again now' },
      ),
    { guard: adminOnly },
  );
  route(
    app,
    resendDeadEndpoint,
    async () => {
      const resent = await resendDeadMessages({ db });
      const message = resent === 0 ? 'Nothing to send again' : `${resent} will be sent again now`;
      return ok({ resent }, { message });
    },
    { guard: adminOnly },
  );
}
