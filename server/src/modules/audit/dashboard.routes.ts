import { AUDIT_PER_PAGE } from '@upahar/contract';
import { listAuditLog as listAuditLogEndpoint } from '@upahar/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { adminOnly } from '../../lib/admin-only.ts';
import { ok, paginate } from '../../lib/envelope.ts';
import { answerPrivately } from '../../lib/private-answers.ts';
import { route } from '../../lib/route.ts';
import { AUDIT_ACTIONS } from './labels.ts';
import { listAuditLog } from './service.ts';

/** The audit log, for admins: who wrote what through the dashboard, and when. */
export async function auditDashboardRoutes(app: FastifyInstance) {
  const db = app.database.db;
  answerPrivately(app);
  route(
    app,
    listAuditLogEndpoint,
    async (req) => {
      const { entries, total } = await listAuditLog({ db, query: req.query });
      return ok(
        { entries, actions: AUDIT_ACTIONS },
        { pagination: paginate(total, entries.length, AUDIT_PER_PAGE, req.query.page) },
      );
    },
    { guard: adminOnly },
  );
}
