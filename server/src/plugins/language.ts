import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { requestLocale } from '../lib/language.ts';
import { inLocale } from '../lib/text-locale.ts';

/** Every request is answered in the language it asks for: English unless it asks for Nepali. */
export const languagePlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', (request, _reply, done) => {
    inLocale(requestLocale(request.headers), done);
  });
  // The API's answers (product names, messages) depend on the language asked for: caches on the
  // way must keep them apart. Pages are apart by address already.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/api/')) {
      const vary = reply.getHeader('vary');
      const text = Array.isArray(vary) ? vary.join(', ') : vary === undefined ? '' : String(vary);
      if (!/accept-language/i.test(text))
        reply.header('vary', text ? `${text}, Accept-Language` : 'Accept-Language');
    }
    done(null, payload);
  });
});
