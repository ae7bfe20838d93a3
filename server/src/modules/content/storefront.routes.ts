import {
  ZCurrencyResponse,
  ZErrorPageResponse,
  ZHeaderFooterResponse,
  ZMessageResponse,
  ZSubscribeNewsletterBody,
} from '@upahar/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { limit } from '../../plugins/rate-limit.ts';
import {
  type CachedJson,
  getCurrencyJson,
  getErrorPageJson,
  getHeaderFooterJson,
  subscribeNewsletter,
} from './service.ts';

// SPEC 9: header/footer is cached for 12 hours; other rarely changing content for one hour.
const HEADER_FOOTER_CACHE = 'public, max-age=43200';
const CONTENT_CACHE = 'public, max-age=3600';

/**
 * Sends JSON that the service validated and serialised once (ARCHITECTURE 7), with an ETag and
 * a 304 for a matching If-None-Match. A string with a JSON content type is sent as it is.
 */
function sendCached(request: FastifyRequest, reply: FastifyReply, entry: CachedJson, cacheControl: string) {
  reply.header('Cache-Control', cacheControl).header('ETag', entry.etag);
  if (request.headers['if-none-match'] === entry.etag) return reply.status(304).send();
  return reply.type('application/json; charset=utf-8').send(entry.json);
}

export async function contentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.get(
    '/header-footer',
    { schema: { tags: ['content'], response: { 200: ZHeaderFooterResponse } } },
    async (req, reply) =>
      sendCached(req, reply, await getHeaderFooterJson({ db: db() }), HEADER_FOOTER_CACHE),
  );

  app.get(
    '/error-page-content',
    { schema: { tags: ['content'], response: { 200: ZErrorPageResponse } } },
    async (req, reply) => sendCached(req, reply, await getErrorPageJson({ db: db() }), CONTENT_CACHE),
  );

  app.get(
    '/currency-conversion',
    { schema: { tags: ['content'], response: { 200: ZCurrencyResponse } } },
    async (req, reply) => sendCached(req, reply, await getCurrencyJson({ db: db() }), CONTENT_CACHE),
  );

  app.post(
    '/home/subscribe-newsletter',
    {
      schema: { tags: ['content'], body: ZSubscribeNewsletterBody, response: { 200: ZMessageResponse } },
      config: limit(app, 5, '1 minute'),
    },
    async (req) => {
      const { message } = await subscribeNewsletter({ db: db(), email: req.body.email });
      return ok(null, { message });
    },
  );
}
