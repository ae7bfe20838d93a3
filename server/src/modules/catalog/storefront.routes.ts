import {
  countProductView,
  getHomePage,
  getMainCategory,
  getMultipleProducts,
  getProductDetail,
  getQuickInfo,
  getStorePage,
  listAllProducts,
  listCakeAccessories,
  listCategories,
  listCategoryProducts,
  listCollectionProducts,
  listDonationProducts,
  listOccasionProducts,
  listStoreProducts,
  listSuggestedCakes,
  listTestimonials,
  listUrgentProducts,
} from '@upahar/contract/endpoints';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { requestLocale } from '../../lib/language.ts';
import { route } from '../../lib/route.ts';
import { bearerToken } from '../../plugins/auth.ts';
import { findSession } from '../auth/index.ts';
import { categoryTree, listCategory, mainCategory } from './categories.ts';
import * as home from './home.ts';
import * as listings from './listing.ts';
import * as products from './product.ts';
import * as stores from './store.ts';
import { VIEW_FLUSH_MS, ViewCounter } from './views.ts';

// Public catalogue reads: every answer may be kept a minute by browsers and proxies, except an
// owner's preview of an inactive product, which is theirs alone.
const PUBLIC = 'public, max-age=60';

export async function catalogRoutes(app: FastifyInstance) {
  const db = () => app.database.db;
  app.addHook('onSend', (req: FastifyRequest, reply: FastifyReply, payload: unknown, done) => {
    if (
      (req.method === 'GET' || req.method === 'HEAD') &&
      reply.statusCode === 200 &&
      !reply.hasHeader('Cache-Control')
    )
      reply.header('Cache-Control', PUBLIC);
    done(null, payload);
  });

  // Visits are counted in memory; the job system writes them every VIEW_FLUSH_MS in one
  // statement, and the app once more when it closes.
  const views = new ViewCounter();
  app.writeBehind.add({ name: 'product views', everyMs: VIEW_FLUSH_MS, flush: () => views.flush(db()) });
  route(app, countProductView, async (req) => {
    views.count(req.params.id, req.headers['user-agent']);
    return ok(null);
  });

  route(app, getHomePage, async (req) =>
    ok(await home.getHomePage({ db: db(), locale: requestLocale(req.headers) })),
  );
  route(app, listTestimonials, async () => ok(await home.getTestimonials({ db: db() })));

  route(app, listCategories, async (req) =>
    ok({ categories: await categoryTree({ db: db(), locale: requestLocale(req.headers) }) }),
  );
  route(app, getMainCategory, async (req) =>
    ok(await mainCategory({ db: db(), slug: req.params.slug, locale: requestLocale(req.headers) })),
  );
  route(app, listCategoryProducts, async (req) => {
    const { data, pagination } = await listCategory({
      db: db(),
      slug: req.params.slug,
      query: req.query,
      locale: requestLocale(req.headers),
    });
    return ok(data, { pagination });
  });

  route(app, listAllProducts, async (req) => {
    const { data, pagination } = await listings.listAllProducts({
      db: db(),
      query: req.query,
      locale: requestLocale(req.headers),
    });
    return ok(data, { pagination });
  });
  route(app, listUrgentProducts, async (req) => {
    const { data, pagination } = await listings.listUrgent({
      db: db(),
      query: req.query,
      locale: requestLocale(req.headers),
    });
    return ok(data, { pagination });
  });
  route(app, getMultipleProducts, async (req) =>
    ok({
      products: await products.getMultiple({
        db: db(),
        ids: req.query.ids,
        locale: requestLocale(req.headers),
      }),
    }),
  );
  route(app, listCollectionProducts, async (req) => {
    const { data, pagination } = await listings.listCollection({
      db: db(),
      slug: req.params.slug,
      query: req.query,
      locale: requestLocale(req.headers),
    });
    return ok(data, { pagination });
  });
  route(app, listDonationProducts, async (req) => {
    const { data, pagination } = await listings.listDonations({
      db: db(),
      query: req.query,
      locale: requestLocale(req.headers),
    });
    return ok(data, { pagination });
  });
  route(app, listOccasionProducts, async (req) => {
    const { data, pagination } = await listings.listOccasion({
      db: db(),
      slug: req.params.slug,
      query: req.query,
      locale: requestLocale(req.headers),
    });
    return ok(data, { pagination });
  });

  route(app, getStorePage, async (req) =>
    ok(await stores.getStorePage({ db: db(), slug: req.params.slug, locale: requestLocale(req.headers) })),
  );
  route(app, listStoreProducts, async (req) => {
    const { data, pagination } = await stores.listStoreProducts({
      db: db(),
      slug: req.params.slug,
      query: req.query,
      locale: requestLocale(req.headers),
    });
    return ok(data, { pagination });
  });

  route(app, getQuickInfo, async (req) =>
    ok(
      await products.getQuickInfo({ db: db(), idOrSlug: req.params.id, locale: requestLocale(req.headers) }),
    ),
  );
  route(app, getProductDetail, async (req, reply) => {
    const force = req.query.forceInactive === '1' || req.query.forceInactive === 'true';
    // Only a store owner's preview needs to know who is asking; anyone else stays anonymous.
    const token = force ? bearerToken(req) : null;
    const viewer = token ? await findSession({ db: db(), token }) : null;
    if (force) reply.header('Cache-Control', 'private, no-store');
    const product = await products.getProductDetail({
      db: db(),
      idOrSlug: req.params.idOrSlug,
      forceInactive: force,
      viewerId: viewer?.user.id ?? null,
      locale: requestLocale(req.headers),
    });
    return ok(product);
  });
  route(app, listSuggestedCakes, async (req) =>
    ok({
      products: await products.shelfOf({
        db: db(),
        productId: req.query.productId,
        section: 'suggested',
        locale: requestLocale(req.headers),
      }),
    }),
  );
  route(app, listCakeAccessories, async (req) =>
    ok({
      products: await products.shelfOf({
        db: db(),
        productId: req.query.productId,
        section: 'accessories',
        locale: requestLocale(req.headers),
      }),
    }),
  );
}
