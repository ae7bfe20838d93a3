import { m } from '@upahar/contract/messages';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors.ts';
import { OBJECT_CACHING, PERSONAL_MEDIA_PREFIX, sendFile } from '../files/index.ts';
import { getMedia } from './service.ts';

const ZMediaParams = z.object({ '*': z.string().min(1).max(300) });

// A CDN's address may change; a day-long redirect lets browsers follow a new one within a day,
// while the pictures themselves stay cached for a year wherever they are served from.
const REDIRECT_CACHING = 'public, max-age=86400';

// Generated and uploaded pictures, from the media table or the bucket. Paths are immutable, so
// browsers and CDNs may keep them for a year; SVGs get a CSP that forbids scripts, since an SVG
// opened on its own runs any script inside it, and nosniff stops a type being guessed. With a
// public address for the bucket (S3_PUBLIC_URL) a picture kept there is a redirect to it, and the
// shop serves no bytes; without one, the shop streams it from the bucket.
export async function mediaRoutes(app: FastifyInstance) {
  const { bucket } = app;
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/media/*', { schema: { hide: true, params: ZMediaParams } }, async (request, reply) => {
      // Complaint pictures have their own address, kept out of shared caches: never here.
      if (request.params['*'].startsWith(PERSONAL_MEDIA_PREFIX)) throw notFound(m.errors_not_found_picture);
      const file = await getMedia({ db: app.database.db, path: request.params['*'] });
      const key = file.stored.storageKey;
      if (key && bucket?.publicUrl) {
        return reply.header('Cache-Control', REDIRECT_CACHING).redirect(`${bucket.publicUrl}/${key}`, 302);
      }
      reply
        .header('Cache-Control', OBJECT_CACHING.public)
        .header('ETag', file.etag)
        .header('X-Content-Type-Options', 'nosniff');
      if (file.contentType === 'image/svg+xml') {
        reply.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
      }
      if (request.headers['if-none-match'] === file.etag) return reply.status(304).send();
      return sendFile(reply, { bucket, file: file.stored, contentType: file.contentType });
    });
}
