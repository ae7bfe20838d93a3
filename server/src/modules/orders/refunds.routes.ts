import { listCancellationRefunds, markCancellationRefundDone } from '@upahar/contract/endpoints';
import { m } from '@upahar/contract/messages';
import type { FastifyInstance } from 'fastify';
import { adminOnly } from '../../lib/admin-only.ts';
import { ok } from '../../lib/envelope.ts';
import { answerPrivately } from '../../lib/private-answers.ts';
import { route } from '../../lib/route.ts';
import { authOf } from '../../plugins/auth.ts';
import { listRefunds, markRefundDone } from './cancel-refunds.ts';

/** The refunds of cancelled parts, for admins: those to make through a gateway, and those given. */
export async function refundDashboardRoutes(app: FastifyInstance) {
  const db = app.database.db;
  answerPrivately(app);

  route(
    app,
    listCancellationRefunds,
    async (req) => ok({ refunds: await listRefunds(db, req.query.status) }),
    {
      guard: adminOnly,
    },
  );

  route(
    app,
    markCancellationRefundDone,
    async (req) => {
      const refund = await markRefundDone({
        db,
        userId: authOf(req).user.id,
        id: req.params.id,
        reference: req.body.reference,
      });
      return ok({ refund }, { message: m.cancel_refunds_marked() });
    },
    { guard: adminOnly },
  );
}
