import {
  getShopCancellationTerms,
  getStoreCancellationTerms,
  updateShopCancellationTerms,
  updateStoreCancellationTerms,
} from '@upahar/contract/endpoints';
import { m } from '@upahar/contract/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { adminOnly } from '../../lib/admin-only.ts';
import { ok } from '../../lib/envelope.ts';
import { answerPrivately } from '../../lib/private-answers.ts';
import { route } from '../../lib/route.ts';
import { authOf } from '../../plugins/auth.ts';
import { getStoreTerms, setShopTerms, setStoreTerms, shopTerms, type TermsEditor } from './terms.ts';

/** The requireStaff guard has let only sellers and admins through. */
function editorOf(req: FastifyRequest): TermsEditor {
  const { user } = authOf(req);
  return { userId: user.id, role: user.role === 'admin' ? 'admin' : 'seller' };
}

/** Cancellation terms: a store's, by its owner and managers; the shop's defaults, by admins. */
export async function cancellationDashboardRoutes(app: FastifyInstance) {
  const db = app.database.db;
  answerPrivately(app);

  route(app, getStoreCancellationTerms, async (req) =>
    ok(await getStoreTerms({ db, editor: editorOf(req), storeId: req.params.storeId })),
  );

  route(app, updateStoreCancellationTerms, async (req) =>
    ok(await setStoreTerms({ db, editor: editorOf(req), storeId: req.params.storeId, terms: req.body }), {
      message: m.cancel_terms_saved(),
    }),
  );

  route(app, getShopCancellationTerms, async () => ok({ shop: await shopTerms(db) }), { guard: adminOnly });

  route(
    app,
    updateShopCancellationTerms,
    async (req) =>
      ok(
        { shop: await setShopTerms({ db, userId: authOf(req).user.id, terms: req.body }) },
        { message: m.cancel_terms_saved() },
      ),
    { guard: adminOnly },
  );
}
