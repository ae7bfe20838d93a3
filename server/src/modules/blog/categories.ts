import type { ZBlogCategoryBody } from '@upahar/contract';
import { slugify, type TDashboardBlogCategory } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { asc, count, eq, getTableColumns } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { blogCategories, blogPosts } from '../../db/schema/blog.ts';
import { AppError, digits, notFound } from '../../lib/errors.ts';
import { recordChange } from '../audit/index.ts';
import { catalogChanged } from '../catalog/index.ts';
import { pgCode } from './posts.ts';

// Blog categories: admins add, rename and remove them; one that still holds posts stays.

type Input = z.output<typeof ZBlogCategoryBody>;

export async function listBlogCategories({ db }: { db: DbOrTx }): Promise<TDashboardBlogCategory[]> {
  const rows = await db
    .select({ ...getTableColumns(blogCategories), postCount: count(blogPosts.id) })
    .from(blogCategories)
    .leftJoin(blogPosts, eq(blogPosts.categoryId, blogCategories.id))
    .groupBy(blogCategories.id)
    .orderBy(asc(blogCategories.sortOrder), asc(blogCategories.name));
  return rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    name: r.name,
    description: r.description,
    sortOrder: r.sortOrder,
    postCount: Number(r.postCount),
  }));
}

async function one(db: DbOrTx, id: number) {
  const found = (await listBlogCategories({ db })).find((c) => c.id === id);
  if (!found) throw notFound(m.errors_not_found_category);
  return found;
}

async function freeSlug(tx: DbOrTx, slug: string, selfId: number | null) {
  if (!slug)
    throw new AppError('bad_input', m.errors_sellers_category_name(), 400, {
      name: [m.errors_sellers_category_name()],
    });
  const [row] = await tx
    .select({ id: blogCategories.id })
    .from(blogCategories)
    .where(eq(blogCategories.slug, slug));
  if (row && row.id !== selfId)
    throw new AppError('slug_taken', m.errors_sellers_category_slug_taken(), 409, {
      slug: [m.errors_sellers_category_slug_taken()],
    });
  return slug;
}

export async function createBlogCategory({ db, input }: { db: Db; input: Input }) {
  const id = await db.transaction(async (tx) => {
    const slug = await freeSlug(tx, input.slug || slugify(input.name), null);
    const [row] = await tx
      .insert(blogCategories)
      .values({ slug, name: input.name, description: input.description, sortOrder: input.sortOrder })
      .returning({ id: blogCategories.id });
    await recordChange(tx, {
      entity: 'blog-category',
      entityId: row.id,
      before: null,
      after: { ...input, slug },
    });
    return row.id;
  });
  catalogChanged();
  return one(db, id);
}

export async function updateBlogCategory({ db, id, input }: { db: Db; id: number; input: Input }) {
  await db.transaction(async (tx) => {
    const before = await one(tx, id);
    const slug = await freeSlug(tx, input.slug || before.slug, id);
    await tx
      .update(blogCategories)
      .set({ slug, name: input.name, description: input.description, sortOrder: input.sortOrder })
      .where(eq(blogCategories.id, id));
    await recordChange(tx, {
      entity: 'blog-category',
      entityId: id,
      before,
      after: { ...before, ...input, slug },
    });
  });
  catalogChanged();
  return one(db, id);
}

/** A post written into the category while it was being deleted keeps it: a conflict, not a 500. */
async function inUseIsConflict<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (pgCode(e) === '23503')
      throw new AppError('category_in_use', m.errors_sellers_category_new_post(), 409);
    throw e;
  }
}

/** Removes an empty category; one that holds posts is refused with 409. */
export async function deleteBlogCategory({ db, id }: { db: Db; id: number }) {
  const name = await inUseIsConflict(() =>
    db.transaction(async (tx) => {
      const before = await one(tx, id);
      if (before.postCount > 0)
        throw new AppError(
          'category_in_use',
          m.errors_staff_category_in_use({ name: before.name, count: digits(before.postCount) }),
          409,
        );
      await tx.delete(blogCategories).where(eq(blogCategories.id, id));
      await recordChange(tx, { entity: 'blog-category', entityId: id, before, after: null });
      return before.name;
    }),
  );
  catalogChanged();
  return { name };
}
