import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, serial, text, uuid } from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';
import { ts } from './columns.ts';
import { users } from './users.ts';

// Owned by the blog module.

// The shop's blog. A post's HTML is rendered from its Markdown and sanitised when it is saved, so
// reading a post never parses Markdown and the stored HTML is the only thing pages print.

export const blogCategories = pgTable('blog_categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/**
 * `published_at` decides who sees a post: null is a draft, a time still to come is scheduled,
 * a time that has passed is published. Public queries compare it with the clock, so a scheduled
 * post appears by itself.
 */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    coverImage: text('cover_image'),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => blogCategories.id, { onDelete: 'restrict' }),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    bodyMarkdown: text('body_markdown').notNull().default(''),
    bodyHtml: text('body_html').notNull().default(''),
    readingMinutes: integer('reading_minutes').notNull().default(1),
    publishedAt: ts('published_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('blog_posts_published_idx').on(t.publishedAt.desc(), t.id),
    index('blog_posts_category_published_idx').on(t.categoryId, t.publishedAt.desc()),
    index('blog_posts_tags_idx').using('gin', t.tags),
  ],
);

/** The products a post mentions, in the order the post shows them. */
export const blogPostProducts = pgTable(
  'blog_post_products',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.productId] }),
    index('blog_post_products_product_idx').on(t.productId),
  ],
);
