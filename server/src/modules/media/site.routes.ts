import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getMedia } from './service.ts';

const ZMediaParams = z.object({ '*': z.string().min(1).max(300) });

// Generated pictures (the demo catalogue's drawings) served from the media table. Paths are
// immutable, so browsers and CDNs may keep them for a year; SVGs get a CSP that forbids scripts,
// since an SVG opened on its own runs any script inside it, and nosniff stops a type being guessed.
export async function mediaRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/media/*', { schema: { hide: true, params: ZMediaParams } }, async (request, reply) => {
      const file = await getMedia({ db: app.database.db, path: request.params['*'] });
      reply
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('ETag', file.etag)
        .header('X-Content-Type-Options', 'nosniff');
      if (file.contentType === 'image/svg+xml') {
        reply.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
      }
      if (request.headers['if-none-match'] === file.etag) return reply.status(304).send();
      return reply.type(file.contentType).send(file.bytes);
    });
}
