import {
  getCurrencyConversion,
  getErrorPageContent,
  getHeaderFooter,
  subscribeNewsletter,
} from '@upahar/contract/endpoints';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { requestLocale } from '../../lib/language.ts';
import { route } from '../../lib/route.ts';
import { limit } from '../../plugins/rate-limit.ts';
import * as content from './service.ts';

// The header and footer change rarely and every page needs them: shared caches keep them for
// 12 hours. Other rarely changing content for one hour.
const HEADER_FOOTER_CACHE = 'public, max-age=43200';
export const CONTENT_CACHE = 'public, max-age=3600';

/**
 * Sends JSON that the service validated and serialised once (so a busy page does not pay for it
 * on every request), with an ETag and a 304 for a matching If-None-Match. A string with a JSON
 * content type is sent as it is.
 */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: content.CachedJson,
  cacheControl: string,
) {
  reply.header('Cache-Control', cacheControl).header('ETag', entry.etag);
  if (request.headers['if-none-match'] === entry.etag) return reply.status(304).send();
  return reply.type('application/json; charset=utf-8').send(entry.json);
}

export async function contentRoutes(app: FastifyInstance) {
  const db = () => app.database.db;

  route(app, getHeaderFooter, async (req, reply) =>
    sendCached(
      req,
      reply,
      await content.getHeaderFooterJson({ db: db(), locale: requestLocale(req.headers) }),
      HEADER_FOOTER_CACHE,
    ),
  );

  route(app, getErrorPageContent, async (req, reply) =>
    sendCached(
      req,
      reply,
      await content.getErrorPageJson({ db: db(), locale: requestLocale(req.headers) }),
      CONTENT_CACHE,
    ),
  );

  route(app, getCurrencyConversion, async (req, reply) =>
    sendCached(req, reply, await content.getCurrencyJson({ db: db() }), CONTENT_CACHE),
  );

  route(
    app,
    subscribeNewsletter,
    async (req) => {
      const { message } = await content.subscribeNewsletter({ db: db(), email: req.body.email });
      return ok(null, { message });
    },
    { config: limit(app, 5, '1 minute') },
  );
}
