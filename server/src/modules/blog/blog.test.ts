import { describe, expect } from 'vitest';
import { createBlogCategory, createBlogPost, createProduct } from '../../db/factories/index.ts';
import { now } from '../../lib/clock.ts';
import { freezeClock } from '../../test/clock.ts';
import { it, t } from '../../test/fixtures.ts';
import { api } from '../../test/requests.ts';

// What visitors read: published posts only, newest first, a page at a time; drafts and scheduled
// posts are 404 until their time comes; the feed and the sitemap list the same posts.

const { get } = api(t, { base: '' });
const hoursAgo = (h: number) => new Date(now().getTime() - h * 3_600_000);

describe('the blog list', () => {
  it('answers 24 published posts a page, newest first, with a total', async () => {
    const cat = await createBlogCategory(t.db);
    for (let i = 0; i < 26; i++)
      await createBlogPost(t.db, {
        categoryId: cat.id,
        publishedAt: hoursAgo(i + 1),
        title: `Post number ${i}`,
      });
    await createBlogPost(t.db, { categoryId: cat.id, publishedAt: null, title: 'A draft' });
    const first = await get('/api/V2/blogs');
    expect(first.statusCode, first.body).toBe(200);
    const body = first.json();
    expect(body.data.posts).toHaveLength(24);
    expect(body.data.posts[0].title).toBe('Post number 0');
    expect(body.meta.pagination).toMatchObject({ total: 26, perPage: 24, currentPage: 1, totalPages: 2 });
    expect(body.data.categories.map((c: { slug: string }) => c.slug)).toContain(cat.slug);
    const second = (await get('/api/V2/blogs?page=2')).json();
    expect(second.data.posts.map((p: { title: string }) => p.title)).toEqual([
      'Post number 24',
      'Post number 25',
    ]);
    const small = (await get('/api/V2/blogs?perPage=5')).json();
    expect(small.data.posts).toHaveLength(5);
    expect((await get('/api/V2/blogs?perPage=500')).statusCode).toBe(400);
  });

  it("lists one category's posts and answers 404 for an unknown category", async () => {
    const cakes = await createBlogCategory(t.db, { slug: 'cake-care', name: 'Cake care' });
    const gifts = await createBlogCategory(t.db, { slug: 'gifting', name: 'Gifting' });
    await createBlogPost(t.db, { categoryId: cakes.id, title: 'Storing a cake' });
    await createBlogPost(t.db, { categoryId: gifts.id, title: 'Choosing flowers' });
    const res = await get('/api/V2/blogs/category/cake-care');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.category).toMatchObject({ slug: 'cake-care', name: 'Cake care' });
    expect(res.json().data.posts.map((p: { title: string }) => p.title)).toEqual(['Storing a cake']);
    expect((await get('/api/V2/blogs/category/nope')).statusCode).toBe(404);
  });

  it('shows an empty list when nothing is published yet', async () => {
    await createBlogPost(t.db, { publishedAt: null });
    const res = (await get('/api/V2/blogs')).json();
    expect(res.data.posts).toEqual([]);
    expect(res.meta.pagination.total).toBe(0);
  });
});

describe('a post', () => {
  it('answers the body, the products on sale it mentions in order, and related posts', async () => {
    const cat = await createBlogCategory(t.db);
    const other = await createBlogCategory(t.db);
    const rose = await createProduct(t.db, { name: 'Red roses' });
    const cake = await createProduct(t.db, { name: 'Black forest' });
    const gone = await createProduct(t.db, { name: 'Archived gift', isActive: false });
    const post = await createBlogPost(t.db, {
      categoryId: cat.id,
      slug: 'tihar-gifts',
      tags: ['tihar', 'flowers'],
      bodyMarkdown: '# Tihar\n\nLights and **sweets**.',
      productIds: [cake.id, gone.id, rose.id],
    });
    const sibling = await createBlogPost(t.db, { categoryId: cat.id, title: 'Same category' });
    const tagged = await createBlogPost(t.db, {
      categoryId: other.id,
      tags: ['flowers'],
      title: 'Shares a tag',
    });
    await createBlogPost(t.db, { categoryId: other.id, title: 'Unrelated' });
    const res = await get('/api/V2/blog/tihar-gifts');
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(data.post.id).toBe(post.id);
    expect(data.post.bodyHtml).toContain('<h2>Tihar</h2>');
    expect(data.post.bodyHtml).toContain('<strong>sweets</strong>');
    expect(data.products.map((p: { name: string }) => p.name)).toEqual(['Black forest', 'Red roses']);
    expect(data.related.map((p: { id: string }) => p.id)).toEqual([sibling.id, tagged.id]);
  });

  it('is 404 while a draft or scheduled, and shows by itself once its time comes', async () => {
    const at = freezeClock(new Date('2025-06-11T04:00:00Z'));
    await createBlogPost(t.db, { slug: 'a-draft', publishedAt: null });
    await createBlogPost(t.db, { slug: 'dashain', publishedAt: new Date(at.getTime() + 3_600_000) });
    expect((await get('/api/V2/blog/a-draft')).statusCode).toBe(404);
    expect((await get('/api/V2/blog/dashain')).statusCode).toBe(404);
    expect((await get('/api/V2/blogs')).json().data.posts).toEqual([]);
    expect(await (await get('/blogs/rss.xml')).body).not.toContain('dashain');

    freezeClock(new Date(at.getTime() + 3_600_000 + 1000));
    expect((await get('/api/V2/blog/dashain')).statusCode).toBe(200);
    expect((await get('/api/V2/blogs')).json().data.posts.map((p: { slug: string }) => p.slug)).toEqual([
      'dashain',
    ]);
    expect((await get('/api/V2/blog/a-draft')).statusCode).toBe(404);
  });
});

describe('the feed and the sitemap', () => {
  it('serves well-formed RSS 2.0 with only published posts, escaped', async () => {
    await createBlogPost(t.db, { slug: 'cake-summer', title: 'Cakes & summer <heat>' });
    await createBlogPost(t.db, { slug: 'hidden-draft', publishedAt: null });
    await createBlogPost(t.db, { slug: 'later', publishedAt: new Date(now().getTime() + 86_400_000) });
    const res = await get('/blogs/rss.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/rss+xml');
    const xml = res.body;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<rss version="2.0"');
    expect(xml).toContain('<title>Cakes &amp; summer &lt;heat&gt;</title>');
    expect(xml).toMatch(/<link>http[^<]+\/blog\/cake-summer<\/link>/);
    expect(xml).not.toContain('hidden-draft');
    expect(xml).not.toContain('/blog/later');
    // Every element opened is closed, in order (a small well-formedness check without a parser).
    const stack: string[] = [];
    for (const m of xml.matchAll(/<(\/?)([a-zA-Z:]+)[^>]*?(\/?)>/g)) {
      if (m[3] === '/') continue;
      if (m[1]) expect(stack.pop()).toBe(m[2]);
      else stack.push(m[2]);
    }
    expect(stack).toEqual([]);
    expect(xml.match(/<item>/g)).toHaveLength(1);
  });

  it('lists the blog, its categories and published posts in the sitemap', async () => {
    const cat = await createBlogCategory(t.db, { slug: 'festivals' });
    await createBlogPost(t.db, { categoryId: cat.id, slug: 'teej-treats' });
    await createBlogPost(t.db, { categoryId: cat.id, slug: 'secret-draft', publishedAt: null });
    const xml = (await get('/sitemap.xml')).body;
    expect(xml).toContain('/blogs</loc>');
    expect(xml).toContain('/blogs/category/festivals</loc>');
    expect(xml).toContain('/blog/teej-treats</loc>');
    expect(xml).not.toContain('secret-draft');
  });
});
