import { getBlogPost, listBlogCategoryPosts, listBlogPosts } from '@upahar/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { ok, paginate } from '../../lib/envelope.ts';
import { route } from '../../lib/route.ts';
import { buildFeed } from './feed.ts';
import { getPublishedPost, listCategoryPosts, listPublishedPosts } from './reads.ts';

// Public blog reads. Browsers and proxies may keep them a minute; the shared response cache keeps
// them for its own short lifetime, so a scheduled post shows within it, and any dashboard write
// empties that cache at once.
const PUBLIC = 'public, max-age=60';

export async function blogRoutes(app: FastifyInstance) {
  const db = () => app.database.db;

  route(app, listBlogPosts, async (req, reply) => {
    const { total, ...data } = await listPublishedPosts({ db: db(), ...req.query });
    reply.header('Cache-Control', PUBLIC);
    return ok(data, { pagination: paginate(total, data.posts.length, req.query.perPage, req.query.page) });
  });

  route(app, listBlogCategoryPosts, async (req, reply) => {
    const { total, ...data } = await listCategoryPosts({ db: db(), slug: req.params.slug, ...req.query });
    reply.header('Cache-Control', PUBLIC);
    return ok(data, { pagination: paginate(total, data.posts.length, req.query.perPage, req.query.page) });
  });

  route(app, getBlogPost, async (req, reply) => {
    const data = await getPublishedPost({ db: db(), slug: req.params.slug });
    reply.header('Cache-Control', PUBLIC);
    return ok(data);
  });
}

/** The RSS feed at the site's root, beside the blog's pages (registered before the SSR catch-all). */
export async function blogFeedRoutes(app: FastifyInstance) {
  app.get('/blogs/rss.xml', { schema: { hide: true } }, async (_req, reply) =>
    reply
      .header('Cache-Control', 'public, max-age=300')
      .type('application/rss+xml; charset=utf-8')
      .send(await buildFeed({ db: app.database.db, publicUrl: app.config.publicUrl })),
  );
}
