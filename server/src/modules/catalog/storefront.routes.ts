import {
  ZCategoriesResponse,
  ZCategoryListingResponse,
  ZCollectionListingResponse,
  ZHomePageResponse,
  ZIdOrSlugParams,
  ZIdParams,
  ZListingQuery,
  ZListingResponse,
  ZMainCategoryResponse,
  ZMultipleProductsQuery,
  ZMultipleProductsResponse,
  ZOccasionListingResponse,
  ZProductCardsResponse,
  ZProductDetailQuery,
  ZProductDetailResponse,
  ZProductIdQuery,
  ZQuickInfoResponse,
  ZSlugParams,
  ZStoreListingResponse,
  ZStorePageResponse,
  ZTestimonialsResponse,
  ZUrgentListingResponse,
} from '@upahar/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { bearerToken } from '../../plugins/auth.ts';
import { findSession } from '../auth/index.ts';
import { categoryTree, listCategory, mainCategory } from './category-service.ts';
import { getHomePage, getTestimonials } from './home-service.ts';
import {
  listAllProducts,
  listCollection,
  listDonations,
  listOccasion,
  listUrgent,
} from './listing-service.ts';
import { getMultiple, getProductDetail, getQuickInfo, shelfOf } from './product-service.ts';
import { getStorePage, listStoreProducts } from './store-service.ts';

// Issue 3: public catalogue reads. All answers may be cached a minute by browsers and proxies
// (ARCHITECTURE 7), except an owner's preview of an inactive product.
const PUBLIC = 'public, max-age=60';
const tags = ['catalog'];

export async function catalogRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  app.addHook('onSend', async (req: FastifyRequest, reply: FastifyReply) => {
    if (
      (req.method === 'GET' || req.method === 'HEAD') &&
      reply.statusCode === 200 &&
      !reply.hasHeader('Cache-Control')
    )
      reply.header('Cache-Control', PUBLIC);
  });
  const listing = { tags, querystring: ZListingQuery };

  app.get('/home-page', { schema: { tags, response: { 200: ZHomePageResponse } } }, async () =>
    ok(await getHomePage({ db: db() })),
  );
  app.get('/testimonials', { schema: { tags, response: { 200: ZTestimonialsResponse } } }, async () =>
    ok(await getTestimonials({ db: db() })),
  );

  app.get('/categories', { schema: { tags, response: { 200: ZCategoriesResponse } } }, async () =>
    ok({ categories: await categoryTree({ db: db() }) }),
  );
  app.get(
    '/mcategory/:slug',
    { schema: { tags, params: ZSlugParams, response: { 200: ZMainCategoryResponse } } },
    async (req) => ok(await mainCategory({ db: db(), slug: req.params.slug })),
  );
  app.get(
    '/category/:slug',
    { schema: { ...listing, params: ZSlugParams, response: { 200: ZCategoryListingResponse } } },
    async (req) => {
      const { data, pagination } = await listCategory({ db: db(), slug: req.params.slug, query: req.query });
      return ok(data, { pagination });
    },
  );

  app.get('/products', { schema: { ...listing, response: { 200: ZListingResponse } } }, async (req) => {
    const { data, pagination } = await listAllProducts({ db: db(), query: req.query });
    return ok(data, { pagination });
  });
  app.get(
    '/products/urgent',
    { schema: { ...listing, response: { 200: ZUrgentListingResponse } } },
    async (req) => {
      const { data, pagination } = await listUrgent({ db: db(), query: req.query });
      return ok(data, { pagination });
    },
  );
  app.get(
    '/products/multiple',
    { schema: { tags, querystring: ZMultipleProductsQuery, response: { 200: ZMultipleProductsResponse } } },
    async (req) => ok({ products: await getMultiple({ db: db(), ids: req.query.ids }) }),
  );
  app.get(
    '/products/:slug',
    { schema: { ...listing, params: ZSlugParams, response: { 200: ZCollectionListingResponse } } },
    async (req) => {
      const { data, pagination } = await listCollection({
        db: db(),
        slug: req.params.slug,
        query: req.query,
      });
      return ok(data, { pagination });
    },
  );
  app.get('/donations', { schema: { ...listing, response: { 200: ZListingResponse } } }, async (req) => {
    const { data, pagination } = await listDonations({ db: db(), query: req.query });
    return ok(data, { pagination });
  });
  app.get(
    '/occasion/:slug',
    { schema: { ...listing, params: ZSlugParams, response: { 200: ZOccasionListingResponse } } },
    async (req) => {
      const { data, pagination } = await listOccasion({ db: db(), slug: req.params.slug, query: req.query });
      return ok(data, { pagination });
    },
  );

  app.get(
    '/store/:slug',
    { schema: { tags, params: ZSlugParams, response: { 200: ZStorePageResponse } } },
    async (req) => ok(await getStorePage({ db: db(), slug: req.params.slug })),
  );
  app.get(
    '/store/:slug/products',
    { schema: { ...listing, params: ZSlugParams, response: { 200: ZStoreListingResponse } } },
    async (req) => {
      const { data, pagination } = await listStoreProducts({
        db: db(),
        slug: req.params.slug,
        query: req.query,
      });
      return ok(data, { pagination });
    },
  );

  app.get(
    '/product/quick-info/:id',
    { schema: { tags, params: ZIdParams, response: { 200: ZQuickInfoResponse } } },
    async (req) => ok(await getQuickInfo({ db: db(), idOrSlug: req.params.id })),
  );
  app.get(
    '/product/:idOrSlug',
    {
      schema: {
        tags,
        params: ZIdOrSlugParams,
        querystring: ZProductDetailQuery,
        response: { 200: ZProductDetailResponse },
      },
    },
    async (req, reply) => {
      const force = req.query.forceInactive === '1' || req.query.forceInactive === 'true';
      // Optional auth: only a store owner's preview needs to know who is asking.
      const token = force ? bearerToken(req) : null;
      const viewer = token ? await findSession({ db: db(), token }) : null;
      if (force) reply.header('Cache-Control', 'private, no-store');
      const product = await getProductDetail({
        db: db(),
        idOrSlug: req.params.idOrSlug,
        forceInactive: force,
        viewerId: viewer?.user.id ?? null,
      });
      return ok(product);
    },
  );
  app.get(
    '/suggested-cakes',
    { schema: { tags, querystring: ZProductIdQuery, response: { 200: ZProductCardsResponse } } },
    async (req) =>
      ok({ products: await shelfOf({ db: db(), productId: req.query.productId, section: 'suggested' }) }),
  );
  app.get(
    '/cake-accessory',
    { schema: { tags, querystring: ZProductIdQuery, response: { 200: ZProductCardsResponse } } },
    async (req) =>
      ok({ products: await shelfOf({ db: db(), productId: req.query.productId, section: 'accessories' }) }),
  );
}
