import { COLLECTIONS } from '@upahar/contract';
import { asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { categories, occasions, products, stores } from '../../db/schema/index.ts';
import { onSale } from './on-sale.ts';

// sitemap.xml and robots.txt for search engines, with absolute URLs.

// The sitemap protocol allows 50,000 URLs a file; keep room for the fixed pages.
const MAX_PRODUCTS = 45_000;

const xml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

type Entry = { path: string; lastmod?: Date | null };

/** Another module's public pages for the sitemap. */
export type SitemapSource = (o: { db: DbOrTx }) => Promise<Entry[]>;

/** Home, categories, occasions, stores, collections and every active product (with lastmod). */
export async function buildSitemap({
  db,
  publicUrl,
  more = [],
}: {
  db: DbOrTx;
  publicUrl: string;
  more?: SitemapSource[];
}): Promise<string> {
  const [cats, occ, shops, items, others] = await Promise.all([
    db
      .select({ slug: categories.slug, createdAt: categories.createdAt })
      .from(categories)
      .where(eq(categories.isActive, true))
      .orderBy(asc(categories.sortOrder), asc(categories.slug)),
    db.select({ slug: occasions.slug }).from(occasions).orderBy(asc(occasions.sortOrder)),
    db
      .select({ slug: stores.slug, createdAt: stores.createdAt })
      .from(stores)
      .where(eq(stores.isActive, true))
      .orderBy(asc(stores.slug)),
    db
      .select({ slug: products.slug, updatedAt: products.updatedAt })
      .from(products)
      .where(onSale)
      .orderBy(desc(products.updatedAt), asc(products.id))
      .limit(MAX_PRODUCTS),
    Promise.all(more.map((source) => source({ db }))),
  ]);
  const base = publicUrl.replace(/\/+$/, '');
  const entries: Entry[] = [
    { path: '/' },
    { path: '/categories' },
    { path: '/products' },
    { path: '/products/urgent' },
    { path: '/donations' },
    { path: '/find-cakes' },
    ...COLLECTIONS.map((c) => ({ path: `/products/${c}` })),
    ...cats.map((c) => ({ path: `/category/${c.slug}`, lastmod: c.createdAt })),
    ...occ.map((o) => ({ path: `/occasion/${o.slug}` })),
    ...shops.flatMap((s) => [
      { path: `/store/${s.slug}`, lastmod: s.createdAt },
      { path: `/store/${s.slug}/products`, lastmod: s.createdAt },
    ]),
    ...items.map((p) => ({ path: `/product/${p.slug}`, lastmod: p.updatedAt })),
    ...others.flat(),
  ];
  const urls = entries
    .map((e) => {
      const lastmod = e.lastmod ? `<lastmod>${new Date(e.lastmod).toISOString()}</lastmod>` : '';
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
    '',
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n');
}
