import { sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { createBlogPost, createCategory, createProduct } from '../../db/factories/index.ts';
import { seedIfEmpty } from '../../db/seed/seed-if-empty.ts';
import { countQueries } from '../../test/count-queries.ts';
import { fileTest as it, t } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';
import { forgetMemo } from './memo.ts';

// The sitemap lists every public page with content that the demo shop has, each with the time it
// last changed, and none of anybody's own pages; it costs the same few queries however big the
// shop, and is built at most once in ten minutes.

type Url = { loc: string; lastmod: string | null };

const sitemap = async (): Promise<Url[]> => {
  const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
  expect(res.statusCode).toBe(200);
  return [...res.body.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)].map(
    (m) => ({ loc: m[1].replace('http://shop.test', ''), lastmod: m[2] ?? null }),
  );
};

describe('sitemap.xml on the demo shop', () => {
  it.beforeAll(async () => {
    // The shop as its first start makes it: the catalogue and every other demo page.
    await seedIfEmpty(t.db);
  }, 180_000);

  it('lists each kind of public page, each with a lastmod', async () => {
    const urls = await sitemap();
    const kinds: [string, RegExp][] = [
      ['home', /^\/$/],
      ['categories', /^\/categories$/],
      ['a category listing', /^\/category\/cakes$/],
      ['a category page', /^\/categories\/cakes$/],
      ['a sub-category page', /^\/categories\/birthday-cakes$/],
      ['a collection', /^\/products\/offers$/],
      ['an occasion', /^\/occasion\/[\w-]+$/],
      ['a store', /^\/store\/[\w-]+$/],
      ["a store's products", /^\/store\/[\w-]+\/products$/],
      ['a product', /^\/product\/[\w-]+$/],
      ['the blog', /^\/blogs$/],
      ['a blog category', /^\/blogs\/category\/[\w-]+$/],
      ['a blog post', /^\/blog\/[\w-]+$/],
      ['an information page', /^\/aboutus$/],
      ['the FAQ', /^\/faq$/],
      ['the page for sellers', /^\/sell-at-ug$/],
      ['a campaign', /^\/campaign\/tihar-2026$/],
      ["a campaign's category", /^\/campaign\/tihar-2026\/category\/[\w-]+$/],
      ["a campaign's brand", /^\/campaign\/tihar-2026\/brand\/[\w-]+$/],
      ['the contests', /^\/contests$/],
      ['a contest', /^\/contest\/[\w-]+$/],
      ['the quizzes', /^\/quiz$/],
      ['a quiz', /^\/quiz\/[\w-]+$/],
      ['the vacancies', /^\/careers$/],
      ['a vacancy', /^\/career\/\d+$/],
      ['the influencers', /^\/influencers$/],
      ['an influencer', /^\/influencer\/[\w-]+$/],
      ['a roulette wheel', /^\/roulette\/[\w-]+$/],
    ];
    for (const [kind, path] of kinds) {
      const found = urls.filter((u) => path.test(u.loc));
      expect(found.length, `${kind} is in the sitemap`).toBeGreaterThan(0);
      for (const u of found.filter((f) => f.loc !== '/sell-at-ug'))
        expect(u.lastmod ?? u.loc, `${u.loc} has a lastmod`).toMatch(/^\d{4}-\d\d-\d\dT/);
    }
    // Only a page whose text ships in the shop's code has no date of its own.
    expect(urls.filter((u) => u.lastmod === null).map((u) => u.loc)).toEqual(['/sell-at-ug']);
    expect(new Set(urls.map((u) => u.loc)).size, 'no page twice').toBe(urls.length);
  });

  it('leaves out personal pages, drafts and what has ended', async () => {
    const locs = (await sitemap()).map((u) => u.loc);
    for (const personal of [
      /^\/profile/,
      /^\/cart/,
      /^\/user\//,
      /^\/dashboard/,
      /^\/login/,
      /^\/contest\/detail\//,
    ])
      expect(locs.filter((l) => personal.test(l))).toEqual([]);
    const rows = async (query: string) =>
      ((await t.db.execute(sql.raw(query))) as unknown as { rows: { path: string }[] }).rows.map(
        (r) => r.path,
      );
    // A closed vacancy, an ended campaign or roulette, a hidden quiz and a draft post keep out.
    const hidden = [
      ...(await rows(`select '/career/' || id as path from vacancies where status <> 'open'`)),
      ...(await rows(
        `select '/quiz/' || slug as path from quizzes where not is_published or hidden_by_staff`,
      )),
      ...(await rows(`select '/blog/' || slug as path from blog_posts where published_at is null`)),
      ...(await rows(
        `select '/campaign/' || slug as path from campaigns where not is_published or ends_at < now()`,
      )),
      ...(await rows(`select '/influencer/' || id as path from influencers where status <> 'approved'`)),
    ];
    expect(hidden.length).toBeGreaterThan(0);
    expect(locs.filter((l) => hidden.includes(l))).toEqual([]);
  });

  it('lists a categories page only for a category that page shows', async () => {
    // The page shows a top-level category, or an active child of one: an active category under a
    // hidden parent, or one nested a level deeper, has a listing but no categories page.
    const hidden = await createCategory(t.db, { slug: 'sitemap-hidden', isActive: false });
    await createCategory(t.db, { slug: 'sitemap-orphan', parentId: hidden.id });
    const top = await createCategory(t.db, { slug: 'sitemap-top' });
    const middle = await createCategory(t.db, { slug: 'sitemap-middle', parentId: top.id });
    await createCategory(t.db, { slug: 'sitemap-deep', parentId: middle.id });
    forgetMemo(t.db);
    const locs = (await sitemap()).map((u) => u.loc);
    expect(locs).toEqual(
      expect.arrayContaining([
        '/categories/sitemap-top',
        '/categories/sitemap-middle',
        '/category/sitemap-orphan',
        '/category/sitemap-deep',
      ]),
    );
    const pages = locs.filter((l) => l.startsWith('/categories/'));
    expect(pages).not.toContain('/categories/sitemap-hidden');
    const answers = await Promise.all(
      pages.map(async (l) => {
        const res = await t.app.inject({ method: 'GET', url: `/api/V2/mcategory/${l.split('/')[2]}` });
        return `${l}: ${res.statusCode}`;
      }),
    );
    expect(answers.filter((a) => !a.endsWith(': 200'))).toEqual([]);
  });

  it('drops a page at once when a write outside the catalogue takes it off the shop', async () => {
    const quizzes = (await sitemap()).map((u) => u.loc).filter((l) => l.startsWith('/quiz/'));
    const slug = quizzes[0].slice('/quiz/'.length);
    const { rows } = (await t.db.execute(sql`select id from quizzes where slug = ${slug}`)) as unknown as {
      rows: { id: string }[];
    };
    const admin = await quickUser(t.db, { role: 'admin' });
    const hide = (hidden: boolean) =>
      t.app.inject({
        method: 'POST',
        url: `/api/dashboard/v1/quizzes/${rows[0].id}/hide`,
        headers: admin.headers,
        payload: { hidden, note: 'Copied from another site' },
      });
    expect((await hide(true)).statusCode).toBe(200);
    expect((await sitemap()).map((u) => u.loc)).not.toContain(`/quiz/${slug}`);
    expect((await hide(false)).statusCode).toBe(200);
    expect((await sitemap()).map((u) => u.loc)).toContain(`/quiz/${slug}`);
  });

  it('costs the same few queries however much there is, and is kept ten minutes', async () => {
    forgetMemo(t.db);
    const before = await countQueries(t.database, sitemap);
    const kept = await countQueries(t.database, sitemap);
    expect(kept.queries).toBe(0);
    const more = await createCategory(t.db, { slug: 'sitemap-more', name: 'More' });
    for (let i = 0; i < 3; i++) {
      await createProduct(t.db, { slug: `sitemap-extra-${i}`, categoryId: more.id });
      await createBlogPost(t.db, { slug: `sitemap-post-${i}` });
    }
    forgetMemo(t.db);
    const after = await countQueries(t.database, sitemap);
    expect(after.queries).toBe(before.queries);
    expect(after.result.map((u) => u.loc)).toEqual(
      expect.arrayContaining([
        '/categories/sitemap-more',
        '/product/sitemap-extra-2',
        '/blog/sitemap-post-2',
      ]),
    );
  });
});
