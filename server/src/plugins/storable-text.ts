import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasUnstorable, unstorablePaths, unstorableText } from '../lib/storable-text.ts';

/**
 * Refuses, with one clear 400, any request whose text cannot be stored (a NUL, half of a UTF-16
 * pair): path parameters, query, a parsed body (JSON or form) and headers, for every route,
 * before its schema runs. Multipart fields are read inside the handler, so readUploadedFile
 * checks those. Access checks run first: a stranger hears 401, not what is wrong with the text.
 * A page render is left alone: it stores nothing, and the API calls it makes are checked here.
 */
export const storableTextPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.routeOptions.config?.admission === 'page') return done();
    const parts: [string, unknown][] = [
      ['', request.params],
      ['', request.query],
      ['', request.body],
      ['headers.', request.headers],
    ];
    if (!parts.some(([, value]) => hasUnstorable(value))) return done();
    const fields = parts.flatMap(([prefix, value]) => unstorablePaths(value).map((at) => prefix + at));
    done(unstorableText(fields));
  });
});
