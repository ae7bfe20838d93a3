import { FEEDBACK_PER_PAGE } from '@upahar/contract';
import {
  getDashboardContactPage,
  getDashboardFaq,
  getDashboardTextPage,
  listFeedback as listFeedbackEndpoint,
  listInfoPages as listInfoPagesEndpoint,
  markFeedback as markFeedbackEndpoint,
  saveContactPage as saveContactEndpoint,
  saveFaq,
  saveTextPage as saveTextEndpoint,
} from '@upahar/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { adminOnly } from '../../lib/admin-only.ts';
import { ok, paginate } from '../../lib/envelope.ts';
import { answerPrivately } from '../../lib/private-answers.ts';
import { route } from '../../lib/route.ts';
import { authOf } from '../../plugins/auth.ts';
import { listFeedback, markFeedback } from './feedback.ts';
import {
  getContactPage,
  getFaqPage,
  getTextPage,
  listInfoPages,
  saveContactPage,
  saveFaqPage,
  saveTextPage,
} from './pages.ts';

/**
 * Admins edit the information pages and answer the contact form. A save is a dashboard write,
 * so the shared response cache forgets its pages and the shop shows the new text at once.
 */
export async function infoPageDashboardRoutes(app: FastifyInstance) {
  const db = app.database.db;
  answerPrivately(app);
  const admin = { guard: adminOnly };
  const saved = 'Saved: the page in the shop shows it now';

  route(app, listInfoPagesEndpoint, async () => ok(await listInfoPages({ db })), admin);
  route(app, getDashboardTextPage, async (req) => ok(await getTextPage({ db, key: req.params.key })), admin);
  route(
    app,
    saveTextEndpoint,
    async (req) => ok(await saveTextPage({ db, key: req.params.key, value: req.body }), { message: saved }),
    admin,
  );
  route(app, getDashboardFaq, async () => ok(await getFaqPage({ db })), admin);
  route(
    app,
    saveFaq,
    async (req) => ok(await saveFaqPage({ db, value: req.body }), { message: saved }),
    admin,
  );
  route(app, getDashboardContactPage, async () => ok(await getContactPage({ db })), admin);
  route(
    app,
    saveContactEndpoint,
    async (req) => ok(await saveContactPage({ db, value: req.body }), { message: saved }),
    admin,
  );

  route(
    app,
    listFeedbackEndpoint,
    async (req) => {
      const { messages, total, open } = await listFeedback({ db, query: req.query });
      return ok(
        { messages, open },
        { pagination: paginate(total, messages.length, FEEDBACK_PER_PAGE, req.query.page) },
      );
    },
    admin,
  );

  route(
    app,
    markFeedbackEndpoint,
    async (req) => {
      const { handled } = req.body;
      const message = await markFeedback({ db, id: req.params.id, adminId: authOf(req).user.id, handled });
      return ok(message, { message: handled ? 'Marked as handled' : 'Back in the open messages' });
    },
    admin,
  );
}
