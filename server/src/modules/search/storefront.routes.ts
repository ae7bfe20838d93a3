import {
  ZDeleteSearchHistoryBody,
  ZFindCakesOptionsResponse,
  ZFindCakesQuery,
  ZFindCakesResponse,
  ZSearchHistoryQuery,
  ZSearchHistoryResponse,
  ZSearchQuery,
  ZSearchResponse,
  ZSearchSuggestionsQuery,
  ZSearchSuggestionsResponse,
} from '@upahar/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { authOf, bearerToken } from '../../plugins/auth.ts';
import { findSession } from '../auth/index.ts';
import { findCakes, findCakesOptions } from './finder.ts';
import { clearSearchHistory, deleteSearchHistoryItem, getSearchHistory, recordSearch } from './history.ts';
import { searchProducts, searchSuggestions } from './service.ts';
import { refreshSearchTerms } from './terms.ts';

const tags = ['search'];
const PUBLIC = 'public, max-age=60';
/** New and changed products join the typo vocabulary within this long. */
const TERMS_REFRESH_MS = 5 * 60_000;

export async function searchRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const authed = { preHandler: app.requireUser };

  // A fresh database gets its vocabulary once; then changed products are added now and then.
  // The seed fills it too (seed/search-terms.ts); words never need to be removed to stay correct.
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await refreshSearchTerms({ db, onlyIfEmpty: true });
    let since = new Date();
    timer = setInterval(() => {
      const next = new Date();
      refreshSearchTerms({ db, since: new Date(since.getTime() - 60_000) })
        .then(() => {
          since = next;
        })
        .catch((err) => app.log.error({ err }, 'search terms refresh failed'));
    }, TERMS_REFRESH_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));

  /** The signed-in user, if a valid token came along; search works for visitors too. */
  const optionalUser = async (req: FastifyRequest) => {
    const token = bearerToken(req);
    return token ? ((await findSession({ db, token }))?.user ?? null) : null;
  };

  app.get(
    '/search',
    { schema: { tags, querystring: ZSearchQuery, response: { 200: ZSearchResponse } } },
    async (req, reply) => {
      const { data, pagination } = await searchProducts({ db, q: req.query });
      const user = await optionalUser(req);
      if (user) await recordSearch({ db, userId: user.id, query: data.query });
      // A signed-in search also moves the words up in that person's history: never from a cache.
      reply.header('Cache-Control', user ? 'private, no-store' : PUBLIC);
      reply.header('Vary', 'Authorization');
      return ok(data, { pagination });
    },
  );

  app.get(
    '/search/suggestions',
    { schema: { tags, querystring: ZSearchSuggestionsQuery, response: { 200: ZSearchSuggestionsResponse } } },
    async (req, reply) => {
      reply.header('Cache-Control', PUBLIC);
      return ok(await searchSuggestions({ db, q: req.query.q }));
    },
  );

  app.get(
    '/search-history',
    {
      ...authed,
      schema: { tags, querystring: ZSearchHistoryQuery, response: { 200: ZSearchHistoryResponse } },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return ok(await getSearchHistory({ db, userId: authOf(req).user.id, prefix: req.query.query }));
    },
  );

  app.post(
    '/search-history/clear',
    { ...authed, schema: { tags, response: { 200: ZSearchHistoryResponse } } },
    async (req) =>
      ok(await clearSearchHistory({ db, userId: authOf(req).user.id }), {
        message: 'Search history cleared',
      }),
  );

  app.post(
    '/search-history/delete',
    {
      ...authed,
      schema: { tags, body: ZDeleteSearchHistoryBody, response: { 200: ZSearchHistoryResponse } },
    },
    async (req) =>
      ok(await deleteSearchHistoryItem({ db, userId: authOf(req).user.id, query: req.body.query })),
  );

  app.get(
    '/find-cakes',
    { schema: { tags, querystring: ZFindCakesQuery, response: { 200: ZFindCakesResponse } } },
    async (req, reply) => {
      const { data, pagination } = await findCakes({ db, q: req.query });
      reply.header('Cache-Control', PUBLIC);
      return ok(data, { pagination });
    },
  );

  app.get(
    '/find-cakes/options',
    { schema: { tags, response: { 200: ZFindCakesOptionsResponse } } },
    async (_req, reply) => {
      reply.header('Cache-Control', 'public, max-age=300');
      return ok(await findCakesOptions({ db }));
    },
  );
}
