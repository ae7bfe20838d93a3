import type { TBlogCategory, TBlogListData, TBlogPostCard, TBlogPostData } from '@upahar/contract';
import { BLOG_RELATED_COUNT } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { and, asc, desc, eq, isNotNull, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { blogCategories, blogPostProducts, blogPosts } from '../../db/schema/blog.ts';
import { now } from '../../lib/clock.ts';
import { notFound } from '../../lib/errors.ts';
import { cardColumns, latest, onSale, type SitemapSource, toCard } from '../catalog/index.ts';
import { products, stores } from '../catalog/tables.ts';
import { priceCards } from '../deals/index.ts';

// What visitors read: only posts whose publishing time has passed by the shop's clock. The clock is
// a parameter, so a scheduled post shows by itself once its time comes (and tests can move it).

/** The post is published: it has a publishing time and that time has come. */
export const published = (at: Date = now()): SQL =>
  and(isNotNull(blogPosts.publishedAt), lte(blogPosts.publishedAt, at)) as SQL;

const cardColumnsOf = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  title: blogPosts.title,
  excerpt: blogPosts.excerpt,
  coverImage: blogPosts.coverImage,
  authorName: blogPosts.authorName,
  categorySlug: blogCategories.slug,
  categoryName: blogCategories.name,
  tags: blogPosts.tags,
  readingMinutes: blogPosts.readingMinutes,
  publishedAt: blogPosts.publishedAt,
};
type CardRow = {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  coverImage: string | null;
  authorName: string;
  categorySlug: string;
  categoryName: string;
  tags: string[] | null;
  readingMinutes: number;
  publishedAt: Date | null;
};

const toPostCard = (r: CardRow): TBlogPostCard => ({
  id: r.id,
  slug: r.slug,
  title: r.title,
  excerpt: r.excerpt,
  coverImage: r.coverImage,
  authorName: r.authorName,
  category: { slug: r.categorySlug, name: r.categoryName },
  tags: r.tags ?? [],
  readingMinutes: r.readingMinutes,
  publishedAt: (r.publishedAt ?? new Date(0)).toISOString(),
});

const categoryOf = (c: { slug: string; name: string; description: string }): TBlogCategory => ({
  slug: c.slug,
  name: c.name,
  description: c.description,
});

async function allCategories(db: DbOrTx): Promise<TBlogCategory[]> {
  const rows = await db
    .select({ slug: blogCategories.slug, name: blogCategories.name, description: blogCategories.description })
    .from(blogCategories)
    .orderBy(asc(blogCategories.sortOrder), asc(blogCategories.name));
  return rows.map(categoryOf);
}

async function postPage(db: DbOrTx, where: SQL, page: number, perPage: number) {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(cardColumnsOf)
      .from(blogPosts)
      .innerJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
      .where(where)
      .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ total: sql<number>`count(*)::int` }).from(blogPosts).where(where),
  ]);
  return { posts: rows.map(toPostCard), total: Number(total) };
}

/** A page of published posts, newest first, with the categories for the page's links. */
export async function listPublishedPosts(o: {
  db: DbOrTx;
  page: number;
  perPage: number;
}): Promise<TBlogListData & { total: number }> {
  const [{ posts, total }, categories] = await Promise.all([
    postPage(o.db, published(), o.page, o.perPage),
    allCategories(o.db),
  ]);
  return { category: null, categories, posts, total };
}

/** A page of one category's published posts; an unknown category is a 404. */
export async function listCategoryPosts(o: {
  db: DbOrTx;
  slug: string;
  page: number;
  perPage: number;
}): Promise<TBlogListData & { total: number }> {
  const [category] = await o.db
    .select({
      id: blogCategories.id,
      slug: blogCategories.slug,
      name: blogCategories.name,
      description: blogCategories.description,
    })
    .from(blogCategories)
    .where(eq(blogCategories.slug, o.slug.toLowerCase()))
    .limit(1);
  if (!category) throw notFound(m.errors_not_found_blog_category);
  const [{ posts, total }, categories] = await Promise.all([
    postPage(o.db, and(published(), eq(blogPosts.categoryId, category.id)) as SQL, o.page, o.perPage),
    allCategories(o.db),
  ]);
  return { category: categoryOf(category), categories, posts, total };
}

/**
 * Related posts: the same category first, then those sharing the most tags, newest first among
 * equals. One statement with a score, so a post with no neighbours costs the same.
 */
async function relatedPosts(db: DbOrTx, post: { id: string; categoryId: number; tags: string[] }) {
  // An array literal of parameters: a JS array handed over as one parameter is not sent as one.
  const tags = sql`array[${sql.join(
    (post.tags.length ? post.tags : ['']).map((tag) => sql`${tag}`),
    sql`, `,
  )}]::text[]`;
  const sameCategory = sql<number>`case when ${blogPosts.categoryId} = ${post.categoryId} then 1 else 0 end`;
  const sharedTags = sql<number>`cardinality(array(select unnest(${blogPosts.tags}) intersect select unnest(${tags})))`;
  const rows = await db
    .select(cardColumnsOf)
    .from(blogPosts)
    .innerJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
    .where(
      and(
        published(),
        ne(blogPosts.id, post.id),
        sql`(${blogPosts.categoryId} = ${post.categoryId} or ${blogPosts.tags} && ${tags})`,
      ),
    )
    .orderBy(desc(sameCategory), desc(sharedTags), desc(blogPosts.publishedAt))
    .limit(BLOG_RELATED_COUNT);
  return rows.map(toPostCard);
}

/** A published post with its products on sale and related posts; drafts and scheduled are 404. */
export async function getPublishedPost({ db, slug }: { db: DbOrTx; slug: string }): Promise<TBlogPostData> {
  const [row] = await db
    .select({
      ...cardColumnsOf,
      categoryId: blogPosts.categoryId,
      bodyHtml: blogPosts.bodyHtml,
      updatedAt: blogPosts.updatedAt,
    })
    .from(blogPosts)
    .innerJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
    .where(and(eq(blogPosts.slug, slug.toLowerCase()), published()))
    .limit(1);
  if (!row) throw notFound(m.errors_not_found_post);
  const [cards, related] = await Promise.all([
    db
      .select(cardColumns)
      .from(blogPostProducts)
      .innerJoin(products, eq(products.id, blogPostProducts.productId))
      .innerJoin(stores, eq(stores.id, products.storeId))
      .where(and(eq(blogPostProducts.postId, row.id), onSale))
      .orderBy(asc(blogPostProducts.sortOrder)),
    relatedPosts(db, { id: row.id, categoryId: row.categoryId, tags: row.tags ?? [] }),
  ]);
  return {
    post: { ...toPostCard(row), bodyHtml: row.bodyHtml, updatedAt: row.updatedAt.toISOString() },
    products: await priceCards(db, cards.map(toCard)),
    related,
  };
}

/** The newest published posts for the feed, with their HTML. */
export async function latestPosts({ db, limit }: { db: DbOrTx; limit: number }) {
  return db
    .select({ ...cardColumnsOf, bodyHtml: blogPosts.bodyHtml })
    .from(blogPosts)
    .innerJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
    .where(published())
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(limit);
}

/**
 * The blog for the sitemap: the list, its categories and every published post, each dated by
 * its newest post (a category with none yet by its own creation).
 */
export const blogSitemapEntries: SitemapSource = async ({ db, now: at }) => {
  const [cats, posts] = await Promise.all([
    db
      .select({ id: blogCategories.id, slug: blogCategories.slug, createdAt: blogCategories.createdAt })
      .from(blogCategories)
      .orderBy(asc(blogCategories.sortOrder)),
    db
      .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt, categoryId: blogPosts.categoryId })
      .from(blogPosts)
      .where(published(at))
      .orderBy(desc(blogPosts.publishedAt)),
  ]);
  const newestIn = (id: number) =>
    latest(...posts.filter((p) => p.categoryId === id).map((p) => p.updatedAt));
  return [
    { path: '/blogs', lastmod: latest(...posts.map((p) => p.updatedAt), ...cats.map((c) => c.createdAt)) },
    ...cats.map((c) => ({ path: `/blogs/category/${c.slug}`, lastmod: latest(c.createdAt, newestIn(c.id)) })),
    ...posts.map((p) => ({ path: `/blog/${p.slug}`, lastmod: p.updatedAt })),
  ];
};
