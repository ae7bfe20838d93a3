import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect } from 'vitest';
import { createBlogCategory, createBlogPost, createProduct } from '../../db/factories/index.ts';
import { auditChanges, blogPosts } from '../../db/schema/index.ts';
import { now } from '../../lib/clock.ts';
import { t, testWith } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';
import { multipart } from '../../test/multipart.ts';
import { api, DASHBOARD } from '../../test/requests.ts';

// The admins' writing desk: only admins, Markdown rendered and sanitised at save, unique web
// addresses, publishing now or later, every write in the audit log, the public cache forgetting.
const it = testWith({
  responseCache: { enabled: true, ttlMs: 60_000, maxEntries: 500, maxBytes: 16 * 1024 * 1024 },
});

const call = api(t, { base: `${DASHBOARD}/blog` });

async function desk() {
  const admin = await quickUser(t.db, { role: 'admin', name: 'Asha Admin' });
  const category = await createBlogCategory(t.db, { slug: 'cake-care', name: 'Cake care' });
  const draft = (extra: object = {}) => ({
    title: 'Storing a cake in summer',
    categoryId: category.id,
    markdown: '## Keep it cool\n\nThe fridge is your friend.',
    ...extra,
  });
  return { admin, category, draft };
}

describe('who may use the blog desk', () => {
  it('answers 401 without a session and 403 to a seller, on reads and writes', async () => {
    const { draft } = await desk();
    const seller = await quickUser(t.db, { role: 'seller' });
    const customer = await quickUser(t.db);
    expect((await call.get('posts', {})).statusCode).toBe(401);
    expect((await call.post('posts', draft(), {})).statusCode).toBe(401);
    expect((await call.get('posts', seller.headers)).statusCode).toBe(403);
    expect((await call.post('posts', draft(), seller.headers)).statusCode).toBe(403);
    expect((await call.post('preview', { markdown: 'x' }, seller.headers)).statusCode).toBe(403);
    expect((await call.get('categories', seller.headers)).statusCode).toBe(403);
    expect((await call.get('posts', customer.headers)).statusCode).toBe(403);
  });
});

describe('writing posts', () => {
  it('saves a draft with its rendered body and reading time, invisible to the shop, and audits it', async () => {
    const { admin, draft } = await desk();
    const res = await call.post('posts', draft({ tags: ['Summer', 'summer', 'storage'] }), admin.headers);
    expect(res.statusCode, res.body).toBe(201);
    const post = res.json().data;
    expect(post).toMatchObject({
      slug: 'storing-a-cake-in-summer',
      status: 'draft',
      publishedAt: null,
      authorName: 'Asha Admin',
      tags: ['summer', 'storage'],
      readingMinutes: 1,
    });
    const [row] = await t.db.select().from(blogPosts).where(eq(blogPosts.id, post.id));
    expect(row.bodyHtml).toContain('<h2>Keep it cool</h2>');
    expect((await t.app.inject({ method: 'GET', url: `/api/V2/blog/${post.slug}` })).statusCode).toBe(404);
    const changes = await t.db.select().from(auditChanges).where(eq(auditChanges.entityId, post.id));
    expect(changes.map((c) => c.entity)).toEqual(['blog-post']);
  });

  it('strips scripts, event handlers and javascript: links, and marks external links', async () => {
    const { admin, draft } = await desk();
    const markdown = [
      '<script>alert(1)</script>',
      '<img src="x" onerror="alert(1)">',
      '[click](javascript:alert(1))',
      '[home](/blogs) and [away](https://example.com/page)',
      '![ours](/media/blog/a.webp) ![theirs](http://tracker.example/p.gif) ![safe](https://cdn.example/x.png)',
    ].join('\n\n');
    const preview = await call.post('preview', { markdown }, admin.headers);
    expect(preview.statusCode, preview.body).toBe(200);
    const saved = await call.post('posts', draft({ markdown, slug: 'xss' }), admin.headers);
    const [row] = await t.db.select().from(blogPosts).where(eq(blogPosts.id, saved.json().data.id));
    for (const html of [preview.json().data.html as string, row.bodyHtml]) {
      // Raw HTML in Markdown is shown as text, never as markup.
      expect(html).not.toMatch(/<script/i);
      expect(html).not.toMatch(/<[^>]*onerror/i);
      expect(html).not.toMatch(/href="javascript:/i);
      expect(html).not.toContain('<img src="x"');
      expect(html).toContain('<a href="/blogs">home</a>');
      expect(html).toMatch(
        /<a href="https:\/\/example.com\/page" rel="noopener nofollow" target="_blank">away<\/a>/,
      );
      expect(html).toContain('src="/media/blog/a.webp"');
      expect(html).toContain('src="https://cdn.example/x.png"');
      expect(html).not.toContain('tracker.example');
    }
  });

  it('refuses a web address another post has, with 409 and the field named', async () => {
    const { admin, draft } = await desk();
    await createBlogPost(t.db, { slug: 'taken' });
    const res = await call.post('posts', draft({ slug: 'taken' }), admin.headers);
    expect(res.statusCode).toBe(409);
    expect(res.json().errors.slug[0]).toMatch(/taken/);
    const bad = await call.post('posts', draft({ slug: 'Not A Slug!' }), admin.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.slug).toBeDefined();
  });

  it('publishes now, schedules for later and unpublishes; the cached shop follows each write', async () => {
    const { admin, draft } = await desk();
    const cake = await createProduct(t.db, { name: 'Mango cake' });
    const created = (await call.post('posts', draft({ productIds: [cake.id] }), admin.headers)).json().data;
    const list = () => t.app.inject({ method: 'GET', url: '/api/V2/blogs' });
    expect((await list()).json().data.posts).toEqual([]);
    expect((await list()).headers['x-cache']).toBe('hit');

    const published = await call.put(
      `posts/${created.id}`,
      draft({ productIds: [cake.id], publish: 'now' }),
      admin.headers,
    );
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().data.status).toBe('published');
    expect((await list()).json().data.posts.map((p: { id: string }) => p.id)).toEqual([created.id]);
    const page = (await t.app.inject({ method: 'GET', url: `/api/V2/blog/${created.slug}` })).json();
    expect(page.data.products.map((p: { name: string }) => p.name)).toEqual(['Mango cake']);

    const past = await call.put(
      `posts/${created.id}`,
      draft({ publish: 'at', publishAt: '2020-01-01T10:00:00+05:45' }),
      admin.headers,
    );
    expect(past.statusCode).toBe(400);
    expect(past.json().errors.publishAt).toBeDefined();
    const later = new Date(now().getTime() + 86_400_000).toISOString();
    const scheduled = await call.put(
      `posts/${created.id}`,
      draft({ publish: 'at', publishAt: later }),
      admin.headers,
    );
    expect(scheduled.json().data).toMatchObject({ status: 'scheduled', publishedAt: later });
    expect((await list()).json().data.posts).toEqual([]);

    const kept = await call.put(`posts/${created.id}`, draft({ title: 'Renamed' }), admin.headers);
    expect(kept.json().data).toMatchObject({ status: 'scheduled', title: 'Renamed', slug: created.slug });
    const unpublished = await call.put(`posts/${created.id}`, draft({ publish: 'draft' }), admin.headers);
    expect(unpublished.json().data.status).toBe('draft');

    const filtered = await call.get('posts?status=draft&q=storing', admin.headers);
    expect(filtered.json().data.posts.map((p: { id: string }) => p.id)).toEqual([created.id]);
    expect((await call.get('posts?status=published', admin.headers)).json().data.posts).toEqual([]);
  });

  it('deletes a post, and answers 404 for one that is not there', async () => {
    const { admin } = await desk();
    const post = await createBlogPost(t.db);
    expect((await call.del(`posts/${post.id}`, admin.headers)).statusCode).toBe(200);
    expect((await call.get(`posts/${post.id}`, admin.headers)).statusCode).toBe(404);
    expect((await call.del(`posts/${post.id}`, admin.headers)).statusCode).toBe(404);
    const changes = await t.db.select().from(auditChanges).where(eq(auditChanges.entityId, post.id));
    expect(changes[0]).toMatchObject({ entity: 'blog-post', after: null });
  });

  it('stores a cover upload as WebP under /media/blog', async () => {
    const { admin } = await desk();
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#f0a' } })
      .png()
      .toBuffer();
    const body = multipart({}, { name: 'cover.png', type: 'image/png', bytes: png });
    const res = await call.post('cover', body.payload, { ...admin.headers, ...body.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.path).toMatch(/^\/media\/blog\/[0-9a-f]{32}\.webp$/);
    const file = await t.app.inject({ method: 'GET', url: res.json().data.path });
    expect(file.headers['content-type']).toBe('image/webp');
  });
});

describe('categories', () => {
  it('adds, renames and deletes an empty category; one with posts stays with 409', async () => {
    const { admin, category } = await desk();
    await createBlogPost(t.db, { categoryId: category.id });
    const made = await call.post('categories', { name: 'Gifting guides' }, admin.headers);
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().data).toMatchObject({ slug: 'gifting-guides', postCount: 0 });
    const dup = await call.post('categories', { name: 'Cake care' }, admin.headers);
    expect(dup.statusCode).toBe(409);
    const renamed = await call.put(
      `categories/${made.json().data.id}`,
      {
        name: 'Gift guides',
      },
      admin.headers,
    );
    expect(renamed.json().data).toMatchObject({ name: 'Gift guides', slug: 'gifting-guides' });
    const inUse = await call.del(`categories/${category.id}`, admin.headers);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().message).toMatch(/1 post/);
    expect((await call.del(`categories/${made.json().data.id}`, admin.headers)).statusCode).toBe(200);
    const left = (await call.get('categories', admin.headers)).json().data.categories;
    expect(left.map((c: { slug: string }) => c.slug)).toEqual(['cake-care']);
  });
});
