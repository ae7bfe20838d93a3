import { REPORTS_PER_PAGE } from '@upahar/contract';
import {
  dismissReports as dismissReportsEndpoint,
  hideContent as hideContentEndpoint,
  listReports as listReportsEndpoint,
  restoreContent as restoreContentEndpoint,
} from '@upahar/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { adminOnly } from '../../lib/admin-only.ts';
import { ok, paginate } from '../../lib/envelope.ts';
import { answerPrivately } from '../../lib/private-answers.ts';
import { route } from '../../lib/route.ts';
import { authOf } from '../../plugins/auth.ts';
import { dismissReports, hideContent, listReports, restoreContent } from './moderation.ts';

const NAME = { review: 'review', question: 'question', answer: 'answer', comment: 'comment' };

/**
 * Admins work through reported texts. Hiding or restoring is a dashboard write, so the shared
 * response cache forgets its pages and the product pages show the change at once.
 */
export async function communityDashboardRoutes(app: FastifyInstance) {
  const db = app.database.db;
  answerPrivately(app);
  const admin = { guard: adminOnly };

  route(
    app,
    listReportsEndpoint,
    async (req) => {
      const { items, total } = await listReports({ db, query: req.query });
      return ok({ items }, { pagination: paginate(total, items.length, REPORTS_PER_PAGE, req.query.page) });
    },
    admin,
  );

  route(
    app,
    hideContentEndpoint,
    async (req) => {
      const { type, id } = req.params;
      await hideContent({ db, adminId: authOf(req).user.id, type, id, reason: req.body.reason });
      app.responseCache.clear();
      return ok(null, { message: `The ${NAME[type]} is hidden from the shop` });
    },
    admin,
  );

  route(
    app,
    restoreContentEndpoint,
    async (req) => {
      const { type, id } = req.params;
      await restoreContent({ db, type, id });
      app.responseCache.clear();
      return ok(null, { message: `The ${NAME[type]} shows in the shop again` });
    },
    admin,
  );

  route(
    app,
    dismissReportsEndpoint,
    async (req) => {
      const { type, id } = req.params;
      const n = await dismissReports({ db, type, id });
      return ok(null, { message: n === 1 ? 'Report dismissed' : `${n} reports dismissed` });
    },
    admin,
  );
}
