import { now } from '../../lib/clock.ts';
import { renderPostBody } from '../../modules/blog/index.ts';
import type { DbOrTx } from '../client.ts';
import { blogCategories, blogPostProducts, blogPosts } from '../schema/index.ts';
import { uniqueSuffix } from './unique.ts';

type CategoryInput = Partial<typeof blogCategories.$inferInsert>;

export async function createBlogCategory(db: DbOrTx, input: CategoryInput = {}) {
  const u = uniqueSuffix();
  const [row] = await db
    .insert(blogCategories)
    .values({ slug: `blog-category-${u}`, name: `Category ${u}`, ...input })
    .returning();
  return row;
}

export type CreateBlogPostInput = Partial<
  Omit<typeof blogPosts.$inferInsert, 'bodyHtml' | 'readingMinutes'>
> & {
  /** Products mentioned, in order. */
  productIds?: string[];
};

/** A post rendered as the dashboard would save it; published an hour ago unless told otherwise. */
export async function createBlogPost(db: DbOrTx, input: CreateBlogPostInput = {}) {
  const { productIds = [], ...overrides } = input;
  const u = uniqueSuffix();
  const categoryId = overrides.categoryId ?? (await createBlogCategory(db)).id;
  const markdown = overrides.bodyMarkdown ?? `## Hello\n\nA post about cakes number ${u}.`;
  const body = renderPostBody(markdown);
  const [row] = await db
    .insert(blogPosts)
    .values({
      slug: `post-${u}`,
      title: `Post ${u}`,
      excerpt: `About post ${u}`,
      authorName: 'Upahar kitchen',
      publishedAt: new Date(now().getTime() - 3_600_000),
      ...overrides,
      categoryId,
      bodyMarkdown: markdown,
      bodyHtml: body.html,
      readingMinutes: body.readingMinutes,
    })
    .returning();
  if (productIds.length)
    await db
      .insert(blogPostProducts)
      .values(productIds.map((productId, sortOrder) => ({ postId: row.id, productId, sortOrder })));
  return row;
}
