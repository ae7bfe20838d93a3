import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OBJECT_CACHING, sendFile } from '../files/index.ts';
import { getMedia } from '../media/index.ts';

const ZUploadParams = z.object({ name: z.string().regex(/^[0-9a-f]{32}\.webp$/, 'No such file') });

/**
 * Serves uploaded images from /uploads (bytes in the database or streamed from the bucket, never
 * a redirect: these are complaint pictures, kept out of shared caches), never as HTML or SVG:
 * every upload was re-encoded to WebP, and nosniff plus a CSP without sources keep a browser from
 * treating it as anything else (an upload must never run as a page). Names are 128-bit random,
 * so a link is not guessable.
 */
export async function uploadRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get('/uploads/:name', { schema: { hide: true, params: ZUploadParams } }, async (req, reply) => {
    const file = await getMedia({ db: app.database.db, path: `uploads/${req.params.name}` });
    reply
      .header('Cache-Control', OBJECT_CACHING.personal)
      .header('ETag', file.etag)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'")
      .header('Content-Disposition', `inline; filename="${req.params.name}"`);
    if (req.headers['if-none-match'] === file.etag) return reply.status(304).send();
    return sendFile(reply, { bucket: app.bucket, file: file.stored, contentType: 'image/webp' });
  });
}
