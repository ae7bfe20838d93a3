import { ADMIN_ACCOUNTS_PER_PAGE, possessive } from '@upahar/contract';
import {
  listAdminAccounts as listAdminAccountsEndpoint,
  reinstateAccount as reinstateAccountEndpoint,
  suspendAccount as suspendAccountEndpoint,
} from '@upahar/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { adminOnly } from '../../lib/admin-only.ts';
import { ok, paginate } from '../../lib/envelope.ts';
import { answerPrivately } from '../../lib/private-answers.ts';
import { route } from '../../lib/route.ts';
import { authOf } from '../../plugins/auth.ts';
import { listAccounts, reinstateAccount, suspendAccount } from './account-suspension.ts';

/** Admins find accounts and suspend or reinstate them (dashboard /accounts). */
export async function accountDashboardRoutes(app: FastifyInstance) {
  const db = app.database.db;
  const publicUrl = app.config.publicUrl;
  answerPrivately(app);
  const admin = { guard: adminOnly };
  // A suspended person's profile leaves the public pages at once.
  const forgetPages = () => app.responseCache.clear();

  route(
    app,
    listAdminAccountsEndpoint,
    async (req) => {
      const { accounts, total } = await listAccounts(db, req.query);
      return ok(
        { accounts },
        { pagination: paginate(total, accounts.length, ADMIN_ACCOUNTS_PER_PAGE, req.query.page) },
      );
    },
    admin,
  );

  route(
    app,
    suspendAccountEndpoint,
    async (req) => {
      const account = await suspendAccount({
        db,
        id: req.params.id,
        reason: req.body.reason,
        adminId: authOf(req).user.id,
      });
      forgetPages();
      return ok(account, {
        message: `${possessive(account.name)} account is suspended and they have been told`,
      });
    },
    admin,
  );

  route(
    app,
    reinstateAccountEndpoint,
    async (req) => {
      const account = await reinstateAccount({ db, id: req.params.id, publicUrl });
      forgetPages();
      return ok(account, { message: `${account.name} can sign in again` });
    },
    admin,
  );
}
