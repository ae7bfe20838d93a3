import { ZHeaderFooterResponse } from '@upahar/contract';
import { sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { fileTest as it, type TestApp, t } from '../../test/fixtures.ts';
import { seedDemo } from './demo.ts';
import { seedLarge } from './large.ts';

const count = async (t: TestApp, query: ReturnType<typeof sql>) => {
  const res = await t.db.execute(query);
  const rows = (res as unknown as { rows: { n: number }[] }).rows;
  return rows[0].n;
};

describe('seedDemo', () => {
  it.beforeAll(async () => {
    await seedDemo(t.db);
  }, 120_000);

  it('builds a believable shop', async () => {
    expect(await count(t, sql`select count(*)::int as n from products`)).toBeGreaterThanOrEqual(80);
    expect(await count(t, sql`select count(*)::int as n from stores`)).toBeGreaterThanOrEqual(6);
    expect(await count(t, sql`select count(*)::int as n from delivery_locations`)).toBeGreaterThanOrEqual(20);
    expect(await count(t, sql`select count(*)::int as n from products where is_urgent`)).toBeGreaterThan(0);
    expect(await count(t, sql`select count(*)::int as n from products where is_ready_made`)).toBeGreaterThan(
      0,
    );
    expect(await count(t, sql`select count(*)::int as n from products where is_eggless`)).toBeGreaterThan(0);
    expect(
      await count(t, sql`select count(*)::int as n from products where type = 'donation'`),
    ).toBeGreaterThan(0);
    // The checkout's default locationAddress is 11.
    expect(await count(t, sql`select count(*)::int as n from delivery_locations where id = 11`)).toBe(1);
  });

  it('writes a blog with a draft, a scheduled post and published posts whose covers are served', async () => {
    expect(await count(t, sql`select count(*)::int as n from blog_categories`)).toBe(3);
    expect(await count(t, sql`select count(*)::int as n from blog_posts where published_at is null`)).toBe(1);
    expect(await count(t, sql`select count(*)::int as n from blog_posts where published_at > now()`)).toBe(1);
    expect(await count(t, sql`select count(*)::int as n from blog_posts where published_at <= now()`)).toBe(
      10,
    );
    const list = (await t.app.inject({ method: 'GET', url: '/api/V2/blogs' })).json();
    expect(list.data.posts).toHaveLength(10);
    const cover = await t.app.inject({ method: 'GET', url: list.data.posts[0].coverImage });
    expect(cover.statusCode).toBe(200);
    const post = (
      await t.app.inject({ method: 'GET', url: `/api/V2/blog/${list.data.posts[0].slug}` })
    ).json();
    expect(post.data.products.length).toBeGreaterThan(0);
  });

  it('gives every product an image stored in media, and every stored path is served', async () => {
    expect(
      await count(
        t,
        sql`select count(*)::int as n from products p where not exists (select 1 from product_images i where i.product_id = p.id)`,
      ),
    ).toBe(0);
    expect(
      await count(
        t,
        sql`select count(*)::int as n from product_images i where not exists (select 1 from media m where '/media/' || m.path = i.path)`,
      ),
    ).toBe(0);
    const res = await t.app.inject({ method: 'GET', url: '/media/seed/classic-black-forest-cake-1.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.body.startsWith('<svg')).toBe(true);
  });

  it('prices cakes in sensible rupees (paisa in the database)', async () => {
    const res = await t.db.execute(
      sql`select min(price_per_pound_paisa)::int as lo, max(price_per_pound_paisa)::int as hi from products where type = 'cake'`,
    );
    const [{ lo, hi }] = (res as unknown as { rows: { lo: number; hi: number }[] }).rows;
    expect(lo).toBeGreaterThanOrEqual(120_000);
    expect(hi).toBeLessThanOrEqual(250_000);
  });

  it('fills the header, footer and error page content with served pictures', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/V2/header-footer' });
    const { header, footer } = ZHeaderFooterResponse.parse(res.json()).data;
    expect(header.categories.items.map((c) => c.slug)).toContain('cakes');
    expect(header.topMenu.map((g) => g.title)).toEqual(['About', 'Bazaar', 'Fun']);
    expect(header.campaign?.slug).toBe('tihar-2026');
    expect(footer.phone.map((p) => p.platform)).toEqual(['viber', 'whatsapp', null]);
    expect(footer.socialMedia.map((s) => s.name).sort()).toEqual([
      'facebook',
      'instagram',
      'linkedin',
      'twitter',
      'youtube',
    ]);
    const icon = await t.app.inject({ method: 'GET', url: header.campaign?.icon ?? '' });
    expect(icon.statusCode).toBe(200);
    const errorPage = (await t.app.inject({ method: 'GET', url: '/api/V2/error-page-content' })).json().data;
    expect(errorPage.links.map((l: { title: string }) => l.title)).toEqual([
      'Cakes',
      'Flowers',
      'Gifts',
      'Urgent cakes',
    ]);
    for (const url of [
      errorPage.banner.backgroundImage,
      ...errorPage.links.map((l: { image: string }) => l.image),
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    }
  });

  it('finds products by full-text search on name, category and description', async () => {
    const res = await t.db.execute(
      sql`select slug from products where search @@ websearch_to_tsquery('english', 'eggless cakes') order by ts_rank(search, websearch_to_tsquery('english', 'eggless cakes')) desc limit 3`,
    );
    const slugs = (res as unknown as { rows: { slug: string }[] }).rows.map((r) => r.slug);
    expect(slugs.length).toBe(3);
    expect(slugs.every((s) => s.includes('eggless'))).toBe(true);
  });

  it('adds a large generated catalogue on top, reusing pictures', async () => {
    const before = await count(t, sql`select count(*)::int as n from media`);
    await seedLarge(t.db, { products: 1500 });
    expect(await count(t, sql`select count(*)::int as n from products`)).toBeGreaterThanOrEqual(1580);
    expect(await count(t, sql`select count(*)::int as n from media`)).toBe(before);
    expect(
      await count(
        t,
        sql`select count(*)::int as n from products p where not exists (select 1 from product_images i where i.product_id = p.id)`,
      ),
    ).toBe(0);
  });
});
