import {
  DASHBOARD_BLOG_PER_PAGE,
  slugify,
  type TBlogPostInput,
  type TBlogStatus,
  type TDashboardBlogPost,
  type TDashboardBlogQuery,
  type TDashboardBlogRow,
} from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { and, count, desc, eq, gt, ilike, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { blogCategories, blogPostProducts, blogPosts } from '../../db/schema/blog.ts';
import { now } from '../../lib/clock.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { recordChange } from '../audit/index.ts';
import { catalogChanged, onSale } from '../catalog/index.ts';
import { products } from '../catalog/tables.ts';
import { renderPostBody } from './markdown.ts';
import { productPicks } from './products.ts';
import { published } from './reads.ts';

// Writing posts in the dashboard. The Markdown is rendered and sanitised here, once per save, and
// the post's publishing time is set from the admin's choice: draft, now, or a time to come.

const bad = (field: string, message: string) =>
  new AppError('bad_input', message, 400, { [field]: [message] });

export type Author = { id: string; name: string };

const statusOf = (at: Date | null, at_now = now()): TBlogStatus =>
  at === null ? 'draft' : at > at_now ? 'scheduled' : 'published';

const STATUS_WHERE: Record<TBlogStatus, () => SQL> = {
  draft: () => isNull(blogPosts.publishedAt),
  scheduled: () => gt(blogPosts.publishedAt, now()),
  published: () => published(),
};

const rowColumns = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  title: blogPosts.title,
  publishedAt: blogPosts.publishedAt,
  updatedAt: blogPosts.updatedAt,
  authorName: blogPosts.authorName,
  categoryId: blogPosts.categoryId,
  categoryName: blogCategories.name,
  coverImage: blogPosts.coverImage,
};
type Row = {
  id: string;
  slug: string;
  title: string;
  publishedAt: Date | null;
  updatedAt: Date;
  authorName: string;
  categoryId: number;
  categoryName: string;
  coverImage: string | null;
};

const toRow = (r: Row): TDashboardBlogRow => ({
  id: r.id,
  slug: r.slug,
  title: r.title,
  status: statusOf(r.publishedAt),
  publishedAt: r.publishedAt?.toISOString() ?? null,
  updatedAt: r.updatedAt.toISOString(),
  authorName: r.authorName,
  category: { id: r.categoryId, name: r.categoryName },
  coverImage: r.coverImage,
});

/** A page of posts of every status, the most recently changed first. */
export async function listDashboardPosts({ db, query }: { db: DbOrTx; query: TDashboardBlogQuery }) {
  const conditions: SQL[] = [];
  if (query.q) conditions.push(ilike(blogPosts.title, `%${query.q.replace(/[\\%_]/g, '\\$&')}%`));
  if (query.status !== 'all') conditions.push(STATUS_WHERE[query.status]());
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(rowColumns)
      .from(blogPosts)
      .innerJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
      .where(where)
      .orderBy(desc(blogPosts.updatedAt), desc(blogPosts.id))
      .limit(DASHBOARD_BLOG_PER_PAGE)
      .offset((query.page - 1) * DASHBOARD_BLOG_PER_PAGE),
    db.select({ total: count() }).from(blogPosts).where(where),
  ]);
  return { posts: rows.map(toRow), total: Number(total) };
}

/** One post as written; 404 when there is none with this id. */
export async function getDashboardPost({ db, id }: { db: DbOrTx; id: string }): Promise<TDashboardBlogPost> {
  const [r] = await db
    .select({
      ...rowColumns,
      excerpt: blogPosts.excerpt,
      tags: blogPosts.tags,
      markdown: blogPosts.bodyMarkdown,
      readingMinutes: blogPosts.readingMinutes,
    })
    .from(blogPosts)
    .innerJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
    .where(eq(blogPosts.id, id))
    .limit(1);
  if (!r) throw notFound(m.errors_not_found_post);
  const picks = await productPicks(
    db,
    and(
      inArray(
        products.id,
        db
          .select({ id: blogPostProducts.productId })
          .from(blogPostProducts)
          .where(eq(blogPostProducts.postId, id)),
      ),
    ) as SQL,
    sql`(select bp.sort_order from blog_post_products bp where bp.post_id = ${id} and bp.product_id = ${products.id})`,
  );
  return {
    ...toRow(r),
    excerpt: r.excerpt,
    tags: r.tags ?? [],
    markdown: r.markdown,
    readingMinutes: r.readingMinutes,
    products: picks,
  };
}

/** The time the post goes public after this save: kept, cleared, now, or the chosen time. */
function publishedAtFor(input: TBlogPostInput, current: Date | null): Date | null {
  switch (input.publish) {
    case 'keep':
      return current;
    case 'draft':
      return null;
    case 'now':
      return now();
    case 'at': {
      const at = new Date(input.publishAt as string);
      if (at <= now()) throw bad('publishAt', m.errors_staff_post_future());
      return at;
    }
  }
}

async function checkInput(tx: DbOrTx, input: TBlogPostInput, selfId: string | null, currentSlug?: string) {
  const [category] = await tx
    .select({ id: blogCategories.id })
    .from(blogCategories)
    .where(eq(blogCategories.id, input.categoryId));
  if (!category) throw bad('categoryId', m.errors_staff_post_category());
  if (input.productIds.length) {
    const found = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(inArray(products.id, input.productIds), onSale));
    if (found.length !== input.productIds.length) throw bad('productIds', m.errors_staff_post_products());
  }
  const slug = input.slug || currentSlug || slugify(input.title);
  if (!slug) throw bad('slug', m.errors_staff_post_slug());
  const [taken] = await tx
    .select({ n: count() })
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), selfId ? ne(blogPosts.id, selfId) : undefined));
  if (taken.n > 0)
    throw new AppError('slug_taken', m.errors_sellers_post_slug_taken(), 409, {
      slug: [m.errors_sellers_post_slug_taken()],
    });
  return slug;
}

async function setProducts(tx: DbOrTx, postId: string, productIds: string[]) {
  await tx.delete(blogPostProducts).where(eq(blogPostProducts.postId, postId));
  if (productIds.length)
    await tx
      .insert(blogPostProducts)
      .values(productIds.map((productId, sortOrder) => ({ postId, productId, sortOrder })));
}

/** The PostgreSQL error code of a failed statement, wherever the driver put it. */
export const pgCode = (e: unknown): string | undefined => {
  const x = e as { code?: string; cause?: { code?: string } } | null;
  return x?.code ?? x?.cause?.code;
};

/**
 * Two saves racing for one address: the unique index decides, and the loser hears why. A category
 * or product removed between the checks and the write is a conflict too, never a 500.
 */
async function uniqueSlug<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (pgCode(e) === '23505')
      throw new AppError('slug_taken', m.errors_sellers_post_slug_taken(), 409, {
        slug: [m.errors_sellers_post_slug_taken()],
      });
    if (pgCode(e) === '23503') throw new AppError('gone', m.errors_sellers_post_target_removed(), 409);
    throw e;
  }
}

const snapshot = (p: TDashboardBlogPost) => {
  const { markdown, ...rest } = p;
  return { ...rest, markdownLength: markdown.length, productIds: p.products.map((x) => x.id) };
};

/** Writes a new post by `author`; a draft unless the admin publishes or schedules it. */
export async function createPost({ db, author, input }: { db: Db; author: Author; input: TBlogPostInput }) {
  const body = renderPostBody(input.markdown);
  const id = await uniqueSlug(() =>
    db.transaction(async (tx) => {
      const slug = await checkInput(tx, input, null);
      const [row] = await tx
        .insert(blogPosts)
        .values({
          slug,
          title: input.title,
          excerpt: input.excerpt,
          coverImage: input.coverImage,
          authorId: author.id,
          authorName: author.name,
          categoryId: input.categoryId,
          tags: input.tags,
          bodyMarkdown: input.markdown,
          bodyHtml: body.html,
          readingMinutes: body.readingMinutes,
          publishedAt: publishedAtFor(input, null),
        })
        .returning({ id: blogPosts.id });
      await setProducts(tx, row.id, input.productIds);
      await recordChange(tx, {
        entity: 'blog-post',
        entityId: row.id,
        before: null,
        after: snapshot(await getDashboardPost({ db: tx, id: row.id })),
      });
      return row.id;
    }),
  );
  catalogChanged();
  return getDashboardPost({ db, id });
}

/** Changes a post; `publish` decides whether it stays as it is, goes back to draft or goes out. */
export async function updatePost({ db, id, input }: { db: Db; id: string; input: TBlogPostInput }) {
  const body = renderPostBody(input.markdown);
  await uniqueSlug(() =>
    db.transaction(async (tx) => {
      const [current] = await tx
        .select({ slug: blogPosts.slug, publishedAt: blogPosts.publishedAt })
        .from(blogPosts)
        .where(eq(blogPosts.id, id))
        .for('update');
      if (!current) throw notFound(m.errors_not_found_post);
      const before = await getDashboardPost({ db: tx, id });
      const slug = await checkInput(tx, input, id, current.slug);
      await tx
        .update(blogPosts)
        .set({
          slug,
          title: input.title,
          excerpt: input.excerpt,
          coverImage: input.coverImage,
          categoryId: input.categoryId,
          tags: input.tags,
          bodyMarkdown: input.markdown,
          bodyHtml: body.html,
          readingMinutes: body.readingMinutes,
          publishedAt: publishedAtFor(input, current.publishedAt),
          updatedAt: sql`now()`,
        })
        .where(eq(blogPosts.id, id));
      await setProducts(tx, id, input.productIds);
      const after = await getDashboardPost({ db: tx, id });
      await recordChange(tx, {
        entity: 'blog-post',
        entityId: id,
        before: snapshot(before),
        after: snapshot(after),
      });
    }),
  );
  catalogChanged();
  return getDashboardPost({ db, id });
}

/** Deletes a post for good (its product links go with it). */
export async function deletePost({ db, id }: { db: Db; id: string }) {
  const title = await db.transaction(async (tx) => {
    const before = await getDashboardPost({ db: tx, id });
    await tx.delete(blogPosts).where(eq(blogPosts.id, id));
    await recordChange(tx, { entity: 'blog-post', entityId: id, before: snapshot(before), after: null });
    return before.title;
  });
  catalogChanged();
  return { title };
}
