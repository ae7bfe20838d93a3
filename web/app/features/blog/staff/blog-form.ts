import {
  slugify,
  type TBlogPostBody,
  type TBlogProductPick,
  type TDashboardBlogPost,
  ZBlogPostBody,
} from '@upahar/contract';
import { validate } from '~/components/form/validate';
import { fromKathmanduInput, toKathmanduInput } from '~/features/staff-shell';

// The post editor's values as the fields hold them, and the body they make. Tags are typed as
// comma-separated words; the publishing time is typed in Kathmandu time, whatever the browser's.

export type BlogForm = {
  title: string;
  slug: string;
  /** The admin changed the web address by hand: it stops following the title. */
  slugEdited: boolean;
  excerpt: string;
  categoryId: string;
  tags: string;
  coverImage: string | null;
  products: TBlogProductPick[];
  markdown: string;
  /** A datetime-local value ("2026-10-12T09:30") read as Kathmandu time. */
  publishAt: string;
};

export const emptyBlogForm = (categoryId?: number): BlogForm => ({
  title: '',
  slug: '',
  slugEdited: false,
  excerpt: '',
  categoryId: categoryId === undefined ? '' : String(categoryId),
  tags: '',
  coverImage: null,
  products: [],
  markdown: '',
  publishAt: '',
});

export const blogFormOf = (p: TDashboardBlogPost): BlogForm => ({
  title: p.title,
  slug: p.slug,
  slugEdited: true,
  excerpt: p.excerpt,
  categoryId: String(p.category.id),
  tags: p.tags.join(', '),
  coverImage: p.coverImage,
  products: p.products,
  markdown: p.markdown,
  publishAt: p.status === 'scheduled' && p.publishedAt ? toKathmanduInput(p.publishedAt) : '',
});

/** The title changed: the web address follows it until the admin edits it. */
export const withTitle = (f: BlogForm, title: string): BlogForm =>
  f.slugEdited ? { ...f, title } : { ...f, title, slug: slugify(title) };

export type PublishMode = NonNullable<TBlogPostBody['publish']>;

/** The request body; the contract's schema checks it in the browser and again on the server. */
export const blogBodyOf = (f: BlogForm, publish: PublishMode): TBlogPostBody => ({
  title: f.title,
  slug: f.slug,
  excerpt: f.excerpt,
  categoryId: f.categoryId === '' ? (undefined as unknown as number) : f.categoryId,
  tags: f.tags
    .split(',')
    .map((w) => w.trim())
    .filter(Boolean),
  coverImage: f.coverImage,
  productIds: f.products.map((p) => p.id),
  markdown: f.markdown,
  publish,
  publishAt: publish === 'at' ? fromKathmanduInput(f.publishAt) : null,
});

/** Checks the form with the contract's rules: the body to send when it passes, else one message a field. */
export function checkBlogForm(form: BlogForm, publish: PublishMode) {
  const body = blogBodyOf(form, publish);
  const checked = validate(ZBlogPostBody, body);
  return checked.ok ? ({ ok: true, body } as const) : checked;
}
