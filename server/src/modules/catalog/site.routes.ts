import type { FastifyInstance } from 'fastify';
import * as clock from '../../lib/clock.ts';
import { sitemapMemo } from './memo.ts';
import { buildRobots, buildSitemap, type SitemapSource } from './seo.ts';

// Files for search engines, at the site root (not under /api). Registered before the SSR catch-all;
// as concrete routes they win over it anyway.
// `more`: other modules' public pages (blog, campaigns, contests...), read with the catalogue's.
export async function seoRoutes(app: FastifyInstance, opts: { more?: SitemapSource[] } = {}) {
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_req, reply) => {
    // Reading every product costs ~150 ms at 10k products on PGlite: build it every ten minutes,
    // or sooner after a write that changed what public pages show (a post deleted, a quiz
    // hidden, a campaign withdrawn), which moves the response cache to a new generation, so the
    // sitemap never lists a removed page for long.
    const db = app.database.db;
    const generation = app.responseCache.stats().generation;
    const body = await sitemapMemo(db, `sitemap:${generation}`, 600_000, () =>
      buildSitemap({ db, publicUrl: app.config.publicUrl, now: clock.now(), more: opts.more }),
    );
    return reply
      .header('Cache-Control', 'public, max-age=3600')
      .type('application/xml; charset=utf-8')
      .send(body);
  });
  app.get('/robots.txt', { schema: { hide: true } }, async (_req, reply) =>
    reply
      .header('Cache-Control', 'public, max-age=86400')
      .type('text/plain; charset=utf-8')
      .send(buildRobots({ publicUrl: app.config.publicUrl })),
  );
}
