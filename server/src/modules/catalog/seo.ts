import { COLLECTIONS } from '@upahar/contract';
import { and, asc, desc, eq, max } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { categories, occasions, productOccasions, products, stores } from '../../db/schema/catalog.ts';
import { categoryTree } from './categories.ts';
import { onSale } from './on-sale.ts';

// sitemap.xml and robots.txt for search engines, with absolute URLs.

// The sitemap protocol allows 50,000 URLs a file. Products take most of it; the other pages are
// a few hundred, and sources that grow with what people make (quizzes) cap themselves.
const MAX_URLS = 50_000;
const MAX_PRODUCTS = 45_000;

const xml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/**
 * One page for the sitemap. `lastmod` is when what the page shows last changed; null only where
 * nothing records it (an information page still showing the text the shop ships with).
 */
export type SitemapEntry = { path: string; lastmod: Date | null };

/** Another module's public pages for the sitemap: one or two queries, whatever the data. */
export type SitemapSource = (o: { db: DbOrTx; now: Date }) => Promise<SitemapEntry[]>;

/** The latest of some instants, or null when none is known. */
export const latest = (...dates: (Date | null | undefined)[]): Date | null =>
  dates.reduce<Date | null>((a, d) => (d && (!a || d > a) ? d : a), null);

/**
 * The catalogue's pages: home, listings, categories (listing and overview), occasions, stores
 * and every product on sale. A listing changed when one of its products did, so its lastmod is
 * its newest product's (or its own creation, when newer). Four queries, whatever the catalogue,
 * and the category tree (two more when it is not kept already).
 */
async function catalogueEntries(db: DbOrTx): Promise<{ pages: SitemapEntry[]; items: SitemapEntry[] }> {
  const [cats, tree, occ, shops, items] = await Promise.all([
    db
      .select({
        id: categories.id,
        parentId: categories.parentId,
        slug: categories.slug,
        createdAt: categories.createdAt,
      })
      .from(categories)
      .where(eq(categories.isActive, true))
      .orderBy(asc(categories.sortOrder), asc(categories.slug)),
    categoryTree({ db }),
    db
      .select({ slug: occasions.slug, changed: max(products.updatedAt) })
      .from(occasions)
      .leftJoin(productOccasions, eq(productOccasions.occasionId, occasions.id))
      .leftJoin(products, and(eq(products.id, productOccasions.productId), onSale))
      .groupBy(occasions.id)
      .orderBy(asc(occasions.sortOrder), asc(occasions.slug)),
    db
      .select({ id: stores.id, slug: stores.slug, createdAt: stores.createdAt })
      .from(stores)
      .where(eq(stores.isActive, true))
      .orderBy(asc(stores.slug)),
    db
      .select({
        slug: products.slug,
        updatedAt: products.updatedAt,
        categoryId: products.categoryId,
        storeId: products.storeId,
      })
      .from(products)
      .where(onSale)
      .orderBy(desc(products.updatedAt), asc(products.id))
      .limit(MAX_PRODUCTS),
  ]);
  // Newest first, so the first product met in a category or store is its newest.
  const byCategory = new Map<number, Date>();
  const byStore = new Map<number, Date>();
  for (const p of items) {
    if (p.categoryId !== null && !byCategory.has(p.categoryId)) byCategory.set(p.categoryId, p.updatedAt);
    if (p.storeId !== null && !byStore.has(p.storeId)) byStore.set(p.storeId, p.updatedAt);
  }
  // A parent category lists its children's products too.
  const categoryChanged = new Map(cats.map((c) => [c.id, latest(c.createdAt, byCategory.get(c.id))]));
  for (const c of cats) {
    if (c.parentId !== null && categoryChanged.has(c.parentId))
      categoryChanged.set(c.parentId, latest(categoryChanged.get(c.parentId), categoryChanged.get(c.id)));
  }
  const newest = latest(
    items[0]?.updatedAt,
    ...cats.map((c) => c.createdAt),
    ...shops.map((s) => s.createdAt),
  );
  const listing = (path: string) => ({ path, lastmod: newest });
  // Any active category has its listing, but /categories/{slug} shows only what the tree holds (a
  // top-level category and the active children of one), so only those are listed there: an active
  // category under a hidden parent, or one nested deeper, would answer 404.
  const overview = new Set(tree.flatMap((top) => [top.slug, ...top.children.map((c) => c.slug)]));
  const pages = [
    listing('/'),
    listing('/categories'),
    listing('/products'),
    listing('/products/urgent'),
    listing('/donations'),
    listing('/find-cakes'),
    ...COLLECTIONS.map((c) => listing(`/products/${c}`)),
    ...cats.flatMap((c) => {
      const lastmod = categoryChanged.get(c.id) ?? c.createdAt;
      const listed = [{ path: `/category/${c.slug}`, lastmod }];
      return overview.has(c.slug) ? [...listed, { path: `/categories/${c.slug}`, lastmod }] : listed;
    }),
    ...occ.map((o) => ({ path: `/occasion/${o.slug}`, lastmod: o.changed ?? newest })),
    ...shops.flatMap((s) => {
      const lastmod = latest(s.createdAt, byStore.get(s.id));
      return [
        { path: `/store/${s.slug}`, lastmod },
        { path: `/store/${s.slug}/products`, lastmod },
      ];
    }),
  ];
  return { pages, items: items.map((p) => ({ path: `/product/${p.slug}`, lastmod: p.updatedAt })) };
}

/**
 * Every public page with content: the catalogue's and those of `more` (the blog, campaigns,
 * contests, quizzes, vacancies...). Personal pages (profiles, carts, orders) are never listed.
 */
export async function buildSitemap({
  db,
  publicUrl,
  now,
  more = [],
}: {
  db: DbOrTx;
  publicUrl: string;
  now: Date;
  more?: SitemapSource[];
}): Promise<string> {
  const [catalogue, others] = await Promise.all([
    catalogueEntries(db),
    Promise.all(more.map((source) => source({ db, now }))),
  ]);
  const base = publicUrl.replace(/\/+$/, '');
  // Products come last: if the file ever had to be cut, the least recently changed ones go.
  const entries = [...catalogue.pages, ...others.flat(), ...catalogue.items].slice(0, MAX_URLS);
  const urls = entries
    .map((e) => {
      const lastmod = e.lastmod ? `<lastmod>${e.lastmod.toISOString()}</lastmod>` : '';
      return `<url><loc>${xml(base + encodeURI(e.path))}</loc>${lastmod}</url>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** Allow everything public; keep crawlers out of personal pages, the API and dev tools. */
export function buildRobots({ publicUrl }: { publicUrl: string }): string {
  const base = publicUrl.replace(/\/+$/, '');
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /profile',
    'Disallow: /cart',
    'Disallow: /api/',
    'Disallow: /dev/',
    'Disallow: /metrics',
    '',
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n');
}
