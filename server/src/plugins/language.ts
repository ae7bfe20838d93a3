import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { requestLocale } from '../lib/language.ts';
import { inLocale } from '../lib/text-locale.ts';

/** Every request is answered in the language it asks for: English unless it asks for Nepali. */
export const languagePlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', (request, _reply, done) => {
    inLocale(requestLocale(request.headers), done);
  });
});
