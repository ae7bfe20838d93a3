import {
  exactAmount,
  LEDGER_PER_PAGE,
  PAYOUT_STORES_PER_PAGE,
  PAYOUTS_PER_PAGE,
  STATEMENTS_PER_PAGE,
  ZStatementParams,
} from '@upahar/contract';
import {
  getEarnings as getEarningsEndpoint,
  getReconciliation,
  getStatement as getStatementEndpoint,
  listLedgerEntries,
  listPayoutStores as listPayoutStoresEndpoint,
  listStatements as listStatementsEndpoint,
  listStorePayouts as listStorePayoutsEndpoint,
  recordPayout as recordPayoutEndpoint,
  setStoreTerms as setStoreTermsEndpoint,
} from '@upahar/contract/endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { adminOnly } from '../../lib/admin-only.ts';
import { ok, paginate } from '../../lib/envelope.ts';
import { answerPrivately } from '../../lib/private-answers.ts';
import { beforeInput, route } from '../../lib/route.ts';
import { authOf } from '../../plugins/auth.ts';
import type { EarningsViewer } from './access.ts';
import { listPayoutStores, recordPayout, setStoreTerms } from './payouts.ts';
import { reconcile } from './reconciliation.ts';
import { statementFile } from './statement-files.ts';
import { getStatement, listStatements } from './statement-reads.ts';
import { getEarnings, listEntries, listStorePayouts } from './store-money.ts';

/** The requireStaff guard has let only sellers and admins through. */
function viewerOf(req: FastifyRequest): EarningsViewer {
  const { user } = authOf(req);
  return { userId: user.id, role: user.role === 'admin' ? 'admin' : 'seller' };
}

/** A store's earnings for its owner and managers; payouts, terms and the books for admins. */
export async function earningsDashboardRoutes(app: FastifyInstance) {
  const db = app.database.db;
  answerPrivately(app);

  route(app, getEarningsEndpoint, async (req) =>
    ok(await getEarnings({ db, viewer: viewerOf(req), storeId: req.params.storeId })),
  );

  route(app, listLedgerEntries, async (req) => {
    const { entries, total } = await listEntries({
      db,
      viewer: viewerOf(req),
      storeId: req.params.storeId,
      query: req.query,
    });
    return ok({ entries }, { pagination: paginate(total, entries.length, LEDGER_PER_PAGE, req.query.page) });
  });

  route(app, listStatementsEndpoint, async (req) => {
    const { statements, total } = await listStatements({
      db,
      viewer: viewerOf(req),
      storeId: req.params.storeId,
      page: req.query.page,
    });
    return ok(
      { statements },
      { pagination: paginate(total, statements.length, STATEMENTS_PER_PAGE, req.query.page) },
    );
  });

  route(app, getStatementEndpoint, async (req) =>
    ok(await getStatement({ db, viewer: viewerOf(req), storeId: req.params.storeId, id: req.params.id })),
  );

  // The statement as a file, not an envelope: always an attachment, never rendered by the browser.
  for (const format of ['csv', 'pdf'] as const) {
    app.get(
      `/stores/:storeId/earnings/statements/:id.${format}`,
      { schema: { hide: true, params: ZStatementParams }, preParsing: beforeInput(app.requireStaff) },
      async (req, reply) => {
        const { storeId, id } = req.params as z.output<typeof ZStatementParams>;
        const file = await statementFile({ db, viewer: viewerOf(req), storeId, id, format });
        reply
          .header('X-Content-Type-Options', 'nosniff')
          .header('Content-Security-Policy', "default-src 'none'")
          .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
          .type(file.contentType);
        return file.body;
      },
    );
  }

  route(app, listStorePayoutsEndpoint, async (req) => {
    const { payouts, total } = await listStorePayouts({
      db,
      viewer: viewerOf(req),
      storeId: req.params.storeId,
      page: req.query.page,
    });
    return ok({ payouts }, { pagination: paginate(total, payouts.length, PAYOUTS_PER_PAGE, req.query.page) });
  });

  route(
    app,
    listPayoutStoresEndpoint,
    async (req) => {
      const { stores, totals, total } = await listPayoutStores({ db, query: req.query });
      return ok(
        { stores, totals },
        { pagination: paginate(total, stores.length, PAYOUT_STORES_PER_PAGE, req.query.page) },
      );
    },
    { guard: adminOnly },
  );

  route(app, getReconciliation, async () => ok(await reconcile(db)), { guard: adminOnly });

  route(
    app,
    recordPayoutEndpoint,
    async (req) => {
      const result = await recordPayout({ db, adminId: authOf(req).user.id, body: req.body });
      const { payout } = result;
      return ok(result, {
        message:
          payout.direction === 'from_store'
            ? `Payment of ${exactAmount(payout.amountPaisa)} from ${payout.storeName} recorded`
            : `Payout of ${exactAmount(payout.amountPaisa)} to ${payout.storeName} recorded`,
      });
    },
    { guard: adminOnly },
  );

  route(
    app,
    setStoreTermsEndpoint,
    async (req) =>
      ok(await setStoreTerms({ db, storeId: req.params.storeId, body: req.body }), {
        message: 'Terms saved',
      }),
    { guard: adminOnly },
  );
}
