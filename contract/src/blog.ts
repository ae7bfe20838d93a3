import { z } from 'zod';
import { ZProductCard } from './catalog.ts';
import { numeric, zText } from './common.ts';
import { success } from './envelope.ts';
import { SLUG_RE } from './seller-products.ts';

// The shop's blog: posts written in Markdown by admins, read by everyone once published.

export const BLOG_PER_PAGE = 24;
export const BLOG_PER_PAGE_MAX = 48;
export const DASHBOARD_BLOG_PER_PAGE = 20;
export const BLOG_MARKDOWN_MAX = 100_000;
export const BLOG_TAGS_MAX = 12;
export const BLOG_PRODUCTS_MAX = 12;
export const BLOG_RELATED_COUNT = 3;

const page = numeric(z.number().int().min(1, 'page starts at 1').max(10_000)).default(1);

// ---- Storefront ----

export const ZBlogListQuery = z.object({
  page,
  perPage: numeric(z.number().int().min(1).max(BLOG_PER_PAGE_MAX)).default(BLOG_PER_PAGE),
});
export type TBlogListQuery = z.output<typeof ZBlogListQuery>;

export const ZBlogSlugParams = z.object({ slug: zText().trim().min(1).max(120) });

export const ZBlogCategory = z.object({
  slug: z.string(),
  name: z.string(),
  description: z.string(),
});
export type TBlogCategory = z.infer<typeof ZBlogCategory>;

export const ZBlogPostCard = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  coverImage: z.string().nullable(),
  authorName: z.string(),
  category: z.object({ slug: z.string(), name: z.string() }),
  tags: z.array(z.string()),
  readingMinutes: z.number().int(),
  publishedAt: z.string(),
});
export type TBlogPostCard = z.infer<typeof ZBlogPostCard>;

export const ZBlogListData = z.object({
  /** Set on a category's page. */
  category: ZBlogCategory.nullable(),
  categories: z.array(ZBlogCategory),
  posts: z.array(ZBlogPostCard),
});
export type TBlogListData = z.infer<typeof ZBlogListData>;
export const ZBlogListResponse = success(ZBlogListData);

export const ZBlogPostDetail = ZBlogPostCard.extend({
  /** Sanitised when the post was saved; pages print it as it is. */
  bodyHtml: z.string(),
  updatedAt: z.string(),
});
export type TBlogPostDetail = z.infer<typeof ZBlogPostDetail>;

export const ZBlogPostData = z.object({
  post: ZBlogPostDetail,
  /** The products the post mentions that are on sale, in the post's order. */
  products: z.array(ZProductCard),
  related: z.array(ZBlogPostCard),
});
export type TBlogPostData = z.infer<typeof ZBlogPostData>;
export const ZBlogPostResponse = success(ZBlogPostData);

// ---- Dashboard ----

export const BLOG_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type TBlogStatus = (typeof BLOG_STATUSES)[number];

export const ZDashboardBlogQuery = z.object({
  page,
  q: zText().trim().max(100, 'Search with at most 100 characters').optional(),
  status: z.enum(['all', ...BLOG_STATUSES]).default('all'),
});
export type TDashboardBlogQuery = z.output<typeof ZDashboardBlogQuery>;

export const ZDashboardBlogRow = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  status: z.enum(BLOG_STATUSES),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
  authorName: z.string(),
  category: z.object({ id: z.number().int(), name: z.string() }),
  coverImage: z.string().nullable(),
});
export type TDashboardBlogRow = z.infer<typeof ZDashboardBlogRow>;
export const ZDashboardBlogListResponse = success(z.object({ posts: z.array(ZDashboardBlogRow) }));

export const ZBlogPostIdParams = z.object({ id: z.uuid('Choose a post') });

export const ZBlogProductPick = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  image: z.string().nullable(),
  storeName: z.string().nullable(),
});
export type TBlogProductPick = z.infer<typeof ZBlogProductPick>;

export const ZDashboardBlogPost = ZDashboardBlogRow.extend({
  excerpt: z.string(),
  tags: z.array(z.string()),
  markdown: z.string(),
  readingMinutes: z.number().int(),
  products: z.array(ZBlogProductPick),
});
export type TDashboardBlogPost = z.infer<typeof ZDashboardBlogPost>;
export const ZDashboardBlogPostResponse = success(ZDashboardBlogPost);

/** A URL name for a post: lower-case letters, digits and single dashes. */
const zSlug = (what: string) =>
  zText()
    .trim()
    .toLowerCase()
    .max(80, `The ${what} has at most 80 characters`)
    .refine((s) => s === '' || SLUG_RE.test(s), 'Use lower-case letters, digits and single dashes');

/**
 * How a save leaves the post: `keep` as it is (a new post stays a draft), `draft` unpublished,
 * `now` published at once, `at` scheduled for `publishAt`.
 */
export const BLOG_PUBLISH_MODES = ['keep', 'draft', 'now', 'at'] as const;

/** Everything an admin writes about a post; the same rules run in the browser. */
export const ZBlogPostBody = z
  .object({
    title: zText({ error: 'Enter a title' })
      .trim()
      .min(3, 'The title needs at least 3 characters')
      .max(150, 'The title has at most 150 characters'),
    /** Blank: made from the title. */
    slug: zSlug('web address').default(''),
    excerpt: zText().trim().max(300, 'The excerpt has at most 300 characters').default(''),
    categoryId: numeric(
      z.number({ error: 'Choose a category' }).int('Choose a category').positive('Choose a category'),
    ),
    tags: z
      .array(zText().trim().toLowerCase().min(1).max(30, 'A tag has at most 30 characters'))
      .max(BLOG_TAGS_MAX, `At most ${BLOG_TAGS_MAX} tags`)
      .default([])
      .transform((xs) => [...new Set(xs)]),
    /** A picture uploaded through the cover endpoint (our own /media path), or none. */
    coverImage: z
      .string()
      .trim()
      .max(200)
      .regex(/^\/media\/[a-z0-9/_.-]+$/, 'Upload the cover picture again')
      .nullable()
      .default(null),
    productIds: z
      .array(z.uuid('Choose products from the list'))
      .max(BLOG_PRODUCTS_MAX, `At most ${BLOG_PRODUCTS_MAX} products`)
      .default([])
      .transform((xs) => [...new Set(xs)]),
    markdown: zText({ error: 'Write the post' })
      .max(BLOG_MARKDOWN_MAX, `The post has at most ${BLOG_MARKDOWN_MAX.toLocaleString('en')} characters`)
      .refine((s) => s.trim().length > 0, 'Write the post'),
    publish: z.enum(BLOG_PUBLISH_MODES).default('keep'),
    publishAt: z.iso.datetime({ offset: true, error: 'Choose a date and time' }).nullable().default(null),
  })
  .refine((b) => b.publish !== 'at' || b.publishAt !== null, {
    path: ['publishAt'],
    message: 'Choose when to publish it',
  });
export type TBlogPostBody = z.input<typeof ZBlogPostBody>;
export type TBlogPostInput = z.output<typeof ZBlogPostBody>;

export const ZBlogPreviewBody = z.object({
  markdown: zText().max(BLOG_MARKDOWN_MAX, 'The post is too long to preview'),
});
export const ZBlogPreviewResponse = success(z.object({ html: z.string(), readingMinutes: z.number().int() }));

export const ZBlogCoverResponse = success(z.object({ path: z.string() }));

export const ZBlogProductSearchQuery = z.object({
  q: zText().trim().max(100, 'Search with at most 100 characters').default(''),
});
export const ZBlogProductSearchResponse = success(z.object({ products: z.array(ZBlogProductPick) }));

export const ZDashboardBlogCategory = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  sortOrder: z.number().int(),
  postCount: z.number().int(),
});
export type TDashboardBlogCategory = z.infer<typeof ZDashboardBlogCategory>;
export const ZDashboardBlogCategoriesResponse = success(
  z.object({ categories: z.array(ZDashboardBlogCategory) }),
);

export const ZBlogCategoryBody = z.object({
  name: zText({ error: 'Enter a name' })
    .trim()
    .min(2, 'The name needs at least 2 characters')
    .max(60, 'The name has at most 60 characters'),
  slug: zSlug('web address').default(''),
  description: zText().trim().max(300, 'The description has at most 300 characters').default(''),
  sortOrder: numeric(z.number().int().min(0).max(1000)).default(0),
});
export type TBlogCategoryBody = z.input<typeof ZBlogCategoryBody>;

export const ZBlogCategoryIdParams = z.object({
  id: numeric(z.number().int().positive().max(2_147_483_647)),
});
export const ZDashboardBlogCategoryResponse = success(ZDashboardBlogCategory);
