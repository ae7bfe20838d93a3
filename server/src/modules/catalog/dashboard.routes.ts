import { ADMIN_STORES_PER_PAGE } from '@upahar/contract';
import {
  listAdminStores as listAdminStoresEndpoint,
  reinstateStore as reinstateStoreEndpoint,
  suspendStore as suspendStoreEndpoint,
} from '@upahar/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { adminOnly } from '../../lib/admin-only.ts';
import { ok, paginate } from '../../lib/envelope.ts';
import { invalidateEveryMemo } from '../../lib/memo-cache.ts';
import { answerPrivately } from '../../lib/private-answers.ts';
import { route } from '../../lib/route.ts';
import { authOf } from '../../plugins/auth.ts';
import { listAdminStores, reinstateStore, suspendStore } from './admin-stores.ts';

/**
 * Admins suspend and reinstate stores. Either changes what every list, search and page of the
 * shop shows, so both the shared response cache and the in-process answers (listing counts,
 * shelves, search summaries) are dropped at once.
 */
export async function storeDashboardRoutes(app: FastifyInstance) {
  const db = app.database.db;
  const publicUrl = app.config.publicUrl;
  answerPrivately(app);
  const admin = { guard: adminOnly };
  const forgetShop = () => {
    invalidateEveryMemo();
    app.responseCache.clear();
  };

  route(
    app,
    listAdminStoresEndpoint,
    async (req) => {
      const { stores, total } = await listAdminStores({ db, query: req.query });
      return ok(
        { stores },
        { pagination: paginate(total, stores.length, ADMIN_STORES_PER_PAGE, req.query.page) },
      );
    },
    admin,
  );

  route(
    app,
    suspendStoreEndpoint,
    async (req) => {
      const adminId = authOf(req).user.id;
      const store = await suspendStore({
        db,
        id: req.params.id,
        reason: req.body.reason,
        adminId,
        publicUrl,
      });
      forgetShop();
      // Only an owner can be told; a store an admin is still setting up may have none.
      const told = store.owner ? `; ${store.owner.name} has been e-mailed` : '; it has no owner to e-mail';
      return ok(store, { message: `${store.name} is suspended${told}` });
    },
    admin,
  );

  route(
    app,
    reinstateStoreEndpoint,
    async (req) => {
      const store = await reinstateStore({ db, id: req.params.id, publicUrl });
      forgetShop();
      return ok(store, { message: `${store.name} is back in the shop` });
    },
    admin,
  );
}
