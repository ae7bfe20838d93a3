import {
  type Locale,
  listingFacets,
  type TCategoryListing,
  type TCategoryNode,
  type TListingQuery,
  type TMainCategory,
  type TPagination,
} from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { asc, count, eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { categories, products } from '../../db/schema/catalog.ts';
import { AppError } from '../../lib/errors.ts';
import { getContent } from '../content/index.ts';
import { inLanguage } from './language.ts';
import { listProducts } from './listing.ts';
import { memo } from './memo.ts';
import { onSale } from './on-sale.ts';

const categoryNotFound = () => new AppError('not_found', m.errors_catalog_category_not_found(), 404);

/**
 * GET category/:slug: products of the category and its sub-categories. The category, its
 * parent and its children come in one query; the automobiles category adds its landing content
 * (page content: automobile sliders, vehicle of the month, book with us, ads).
 */
export async function listCategory({
  db,
  slug,
  query,
  locale = 'en',
}: {
  db: DbOrTx;
  slug: string;
  query: TListingQuery;
  locale?: Locale;
}): Promise<{ data: TCategoryListing; pagination: TPagination }> {
  // Categories change rarely, so a category with its family is kept a minute like the tree;
  // a missing one is never remembered (a failed build is not), so unknown slugs fill nothing.
  const rows = await memo(db, `category:${slug}`, 60_000, async () => {
    const found = await db
      .select()
      .from(categories)
      .where(
        or(
          eq(categories.slug, slug),
          inArray(categories.parentId, sql`(select c.id from categories c where c.slug = ${slug})`),
          inArray(categories.id, sql`(select c.parent_id from categories c where c.slug = ${slug})`),
        ),
      )
      .orderBy(asc(categories.sortOrder), asc(categories.name));
    if (!found.find((c) => c.slug === slug)?.isActive) throw categoryNotFound();
    return found;
  });
  const category = rows.find((c) => c.slug === slug);
  if (!category) throw categoryNotFound();
  const parent = rows.find((c) => c.id === category.parentId) ?? null;
  const children = rows.filter((c) => c.parentId === category.id && c.isActive);
  const ids = [category.id, ...children.map((c) => c.id)];
  const [listing, landing] = await Promise.all([
    listProducts({
      db,
      scope: { kind: 'categories', ids },
      query,
      facets: listingFacets(category.kind),
      locale,
    }),
    category.kind === 'automobiles' ? getContent({ db, key: 'automobile' }) : null,
  ]);
  const name = (c: { name: string; nameNe: string | null }) => inLanguage(locale, c.name, c.nameNe);
  return {
    data: {
      title: name(category),
      description: category.description,
      image: category.image,
      products: listing.products,
      filterbox: listing.filterbox,
      category: { slug: category.slug, name: name(category), kind: category.kind },
      parent: parent?.isActive ? { slug: parent.slug, name: name(parent) } : null,
      subcategories: children.map((c) => ({ slug: c.slug, name: name(c), image: c.image })),
      landing,
    },
    pagination: listing.pagination,
  };
}

/**
 * The active category tree with product counts (a parent counts its children's products too),
 * named in the answer's language. Counting groups the whole catalogue, so the tree is kept a
 * minute, once per language.
 */
export function categoryTree({
  db,
  locale = 'en',
}: {
  db: DbOrTx;
  locale?: Locale;
}): Promise<TCategoryNode[]> {
  return memo(db, `category-tree:${locale}`, 60_000, () => buildTree(db, locale));
}

async function buildTree(db: DbOrTx, locale: Locale): Promise<TCategoryNode[]> {
  const [cats, counts] = await Promise.all([
    db
      .select()
      .from(categories)
      .where(eq(categories.isActive, true))
      .orderBy(asc(categories.sortOrder), asc(categories.name)),
    db
      .select({ categoryId: products.categoryId, n: count() })
      .from(products)
      .where(onSale)
      .groupBy(products.categoryId),
  ]);
  const own = new Map(counts.map((c) => [c.categoryId, Number(c.n)]));
  return cats
    .filter((c) => c.parentId === null)
    .map((top) => {
      const children = cats
        .filter((c) => c.parentId === top.id)
        .map((c) => ({
          slug: c.slug,
          name: inLanguage(locale, c.name, c.nameNe),
          image: c.image,
          productCount: own.get(c.id) ?? 0,
        }));
      return {
        slug: top.slug,
        name: inLanguage(locale, top.name, top.nameNe),
        image: top.image,
        description: top.description,
        kind: top.kind,
        productCount: (own.get(top.id) ?? 0) + children.reduce((s, c) => s + c.productCount, 0),
        children,
      };
    });
}

/**
 * GET mcategory/:slug: a category with its children, for /categories/{slug}. A top-level one
 * comes whole from the cached tree; a sub-category (which has no children of its own) from its
 * parent's entry, with its description and kind read by one more query.
 */
export async function mainCategory({
  db,
  slug,
  locale,
}: {
  db: DbOrTx;
  slug: string;
  locale?: Locale;
}): Promise<TMainCategory> {
  const tree = await categoryTree({ db, locale });
  const top = tree.find((c) => c.slug === slug);
  if (top) return { ...top, parent: null };
  const parent = tree.find((c) => c.children.some((child) => child.slug === slug));
  const child = parent?.children.find((c) => c.slug === slug);
  if (!parent || !child) throw categoryNotFound();
  const [own] = await db
    .select({ description: categories.description, kind: categories.kind })
    .from(categories)
    .where(eq(categories.slug, slug));
  if (!own) throw categoryNotFound();
  return { ...child, ...own, children: [], parent: { slug: parent.slug, name: parent.name } };
}
