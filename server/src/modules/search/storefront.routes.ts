import {
  clearSearchHistory,
  deleteSearchHistoryItem,
  findCakes,
  getCakeFinderOptions,
  getSearchHistory,
  getSearchSuggestions,
  searchProducts,
} from '@upahar/contract/endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { requestLocale } from '../../lib/language.ts';
import { route } from '../../lib/route.ts';
import { authOf, bearerToken } from '../../plugins/auth.ts';
import { findSession } from '../auth/index.ts';
import * as finder from './finder.ts';
import * as history from './history.ts';
import * as search from './service.ts';
import { refreshSearchTerms } from './terms.ts';

const PUBLIC = 'public, max-age=60';

export async function searchRoutes(app: FastifyInstance) {
  const db = app.database.db;

  // A fresh database gets its vocabulary once; then the job system adds the words of changed
  // products (refreshChangedTerms). The seed fills it too (seed/search-terms.ts).
  app.addHook('onReady', async () => {
    await refreshSearchTerms({ db, onlyIfEmpty: true });
  });

  /** The signed-in user, if a valid token came along; search works for visitors too. */
  const optionalUser = async (req: FastifyRequest) => {
    const token = bearerToken(req);
    return token ? ((await findSession({ db, token }))?.user ?? null) : null;
  };

  route(app, searchProducts, async (req, reply) => {
    const { data, pagination } = await search.searchProducts({
      db,
      q: req.query,
      locale: requestLocale(req.headers),
    });
    const user = await optionalUser(req);
    if (user) await history.recordSearch({ db, userId: user.id, query: data.query });
    // A signed-in search also moves the words up in that person's history: never from a cache.
    reply.header('Cache-Control', user ? 'private, no-store' : PUBLIC);
    reply.header('Vary', 'Authorization');
    return ok(data, { pagination });
  });

  route(app, getSearchSuggestions, async (req, reply) => {
    reply.header('Cache-Control', PUBLIC);
    return ok(await search.searchSuggestions({ db, q: req.query.q, locale: requestLocale(req.headers) }));
  });

  route(app, getSearchHistory, async (req, reply) => {
    reply.header('Cache-Control', 'private, no-store');
    return ok(await history.getSearchHistory({ db, userId: authOf(req).user.id, prefix: req.query.query }));
  });

  route(app, clearSearchHistory, async (req) =>
    ok(await history.clearSearchHistory({ db, userId: authOf(req).user.id }), {
      message: 'Search history cleared',
    }),
  );

  route(app, deleteSearchHistoryItem, async (req) =>
    ok(await history.deleteSearchHistoryItem({ db, userId: authOf(req).user.id, query: req.body.query })),
  );

  route(app, findCakes, async (req, reply) => {
    const { data, pagination } = await finder.findCakes({
      db,
      q: req.query,
      locale: requestLocale(req.headers),
    });
    reply.header('Cache-Control', PUBLIC);
    return ok(data, { pagination });
  });

  route(app, getCakeFinderOptions, async (_req, reply) => {
    reply.header('Cache-Control', 'public, max-age=300');
    return ok(await finder.findCakesOptions({ db }));
  });
}
