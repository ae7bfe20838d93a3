import type { TDashboardBlogCategory, TDashboardBlogPost } from '@upahar/contract';
import { useCallback, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import {
  type AlertState,
  buttonClass,
  type FieldErrors,
  FormAlert,
  SelectField,
  serverFieldErrors,
  TextAreaField,
  TextField,
  ui,
} from '~/components/form';
import { ArrowLeft, ExternalLink } from '~/components/icon';
import { toast } from '~/components/toast';
import { ForbiddenScreen, useStaffLoad } from '~/features/staff-shell';
import { ApiError, errorMessage } from '~/lib/api';
import { createBlogPost, fetchBlogCategories, fetchBlogPost, removeBlogPost, saveBlogPost } from './blog-api';
import { BlogCoverField } from './blog-cover-field';
import {
  type BlogForm,
  blogFormOf,
  checkBlogForm,
  emptyBlogForm,
  type PublishMode,
  withTitle,
} from './blog-form';
import { BlogMarkdownField } from './blog-markdown-field';
import { BlogProductPicker } from './blog-product-picker';
import { BlogPublishPanel } from './blog-publish-panel';

type Loaded = { categories: TDashboardBlogCategory[]; post: TDashboardBlogPost | null };

/** /dashboard/blog/new and /dashboard/blog/:id: write a post, preview it and publish it. */
export function DashboardBlogEditorPage({ id }: { id?: string }) {
  const load = useCallback(
    async (signal: AbortSignal): Promise<Loaded> => {
      const [categories, post] = await Promise.all([
        fetchBlogCategories(signal),
        id ? fetchBlogPost(id, signal) : Promise.resolve(null),
      ]);
      return { categories, post };
    },
    [id],
  );
  const { state, reload } = useStaffLoad(load, true);

  if (state.status === 'forbidden') return <ForbiddenScreen />;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <Link to="/dashboard/blog" className={`${ui.link} inline-flex items-center gap-1.5 text-sm`}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        All posts
      </Link>
      {state.status === 'loading' && (
        <div role="status" className="mt-6 space-y-6">
          <span className="sr-only">Loading the post</span>
          <div className="h-9 w-2/3 animate-pulse rounded-full bg-cream-deep" />
          <div className="h-96 animate-pulse rounded-3xl border border-line bg-white shadow-soft" />
        </div>
      )}
      {state.status === 'missing' && (
        <div className="mt-6">
          <FormAlert tone="info">This post was not found; it may have been deleted.</FormAlert>
        </div>
      )}
      {state.status === 'error' && (
        <div className="mt-6 space-y-4">
          <FormAlert tone="error">{state.message}</FormAlert>
          <button type="button" className={buttonClass('secondary')} onClick={reload}>
            Try again
          </button>
        </div>
      )}
      {state.status === 'ready' && (
        <Editor
          key={state.data.post?.id ?? 'new'}
          categories={state.data.categories}
          initial={state.data.post}
        />
      )}
    </div>
  );
}

function Editor({
  categories,
  initial,
}: {
  categories: TDashboardBlogCategory[];
  initial: TDashboardBlogPost | null;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const [post, setPost] = useState(initial);
  const [form, setForm] = useState<BlogForm>(() =>
    initial ? blogFormOf(initial) : emptyBlogForm(categories[0]?.id),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const flash = (location.state as { message?: string } | null)?.message;
  const [alert, setAlert] = useState<AlertState>(flash ? { tone: 'success', text: flash } : null);
  const [busy, setBusy] = useState(false);

  const set = (patch: Partial<BlogForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    setErrors((e) => {
      const next = { ...e };
      for (const k of Object.keys(patch)) delete next[k === 'products' ? 'productIds' : k];
      return next;
    });
  };

  const save = async (mode: PublishMode) => {
    const checked = checkBlogForm(form, mode);
    if (!checked.ok) {
      setErrors(checked.errors);
      setAlert({ tone: 'error', text: 'Please fix the marked fields before saving.' });
      requestAnimationFrame(() => document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setBusy(true);
    setAlert(null);
    try {
      if (!post) {
        const res = await createBlogPost(checked.body);
        navigate(`/dashboard/blog/${res.data.id}`, {
          replace: true,
          state: { message: res.message ?? 'Saved.' },
        });
        return;
      }
      const res = await saveBlogPost(post.id, checked.body);
      setPost(res.data);
      setForm(blogFormOf(res.data));
      setErrors({});
      setAlert({ tone: 'success', text: res.message ?? 'Saved.' });
    } catch (err) {
      // What was typed stays in the fields; the server's reasons land beside them.
      setErrors(err instanceof ApiError ? serverFieldErrors(err.errors) : {});
      setAlert({ tone: 'error', text: errorMessage(err) });
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!post) return;
    setBusy(true);
    try {
      const res = await removeBlogPost(post.id);
      toast.success(res.message ?? 'Deleted');
      navigate('/dashboard/blog', { replace: true });
    } catch (err) {
      setAlert({ tone: 'error', text: errorMessage(err) });
      setBusy(false);
    }
  };

  if (categories.length === 0) {
    return (
      <div className="mt-6">
        <FormAlert tone="info">
          Add a blog category first: every post belongs to one.{' '}
          <Link to="/dashboard/blog/categories" className={ui.link}>
            Add categories
          </Link>
        </FormAlert>
      </div>
    );
  }
  return (
    <>
      <header className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className={`${ui.heading} break-words`}>{post ? post.title : 'New post'}</h1>
          <p className={ui.lead}>
            {post ? `By ${post.authorName}` : 'It stays a draft until you publish it.'}
          </p>
        </div>
        {post?.status === 'published' && (
          <Link to={`/blog/${post.slug}`} className={buttonClass('quiet', 'self-start sm:self-auto', 'sm')}>
            <ExternalLink aria-hidden="true" className="size-4" />
            View in the shop
          </Link>
        )}
      </header>
      {alert && (
        <div className="mt-4" aria-live="polite">
          <FormAlert tone={alert.tone}>{alert.text}</FormAlert>
        </div>
      )}
      <form
        noValidate
        aria-label="Post"
        onSubmit={(e) => {
          e.preventDefault();
          void save('keep');
        }}
        className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start"
      >
        <div className={`${ui.card} min-w-0 space-y-5`}>
          <TextField
            label="Title"
            name="title"
            value={form.title}
            maxLength={150}
            error={errors.title}
            onValueChange={(v) => {
              setForm((f) => withTitle(f, v));
              setErrors((e) => ({ ...e, title: undefined, slug: undefined }));
            }}
          />
          <TextField
            label="Web address"
            name="slug"
            value={form.slug}
            maxLength={80}
            error={errors.slug}
            hint={
              form.slug
                ? `Its page in the shop: /blog/${form.slug}`
                : 'Made from the title unless you write your own.'
            }
            onValueChange={(v) => set({ slug: v, slugEdited: true })}
            autoCapitalize="none"
            spellCheck={false}
          />
          <TextAreaField
            label="Excerpt"
            name="excerpt"
            value={form.excerpt}
            maxLength={300}
            showCount
            optional
            minRows={2}
            maxRows={4}
            error={errors.excerpt}
            hint="One or two sentences for the list, search engines and link previews."
            onValueChange={(v) => set({ excerpt: v })}
          />
          <BlogMarkdownField
            value={form.markdown}
            onChange={(v) => set({ markdown: v })}
            error={errors.markdown}
          />
        </div>
        <div className="min-w-0 space-y-6 lg:sticky lg:top-6">
          <BlogPublishPanel
            post={post}
            publishAt={form.publishAt}
            onPublishAt={(v) => set({ publishAt: v })}
            publishAtError={errors.publishAt}
            busy={busy}
            onSave={(mode) => void save(mode)}
            onDelete={remove}
          />
          <section className={`${ui.card} space-y-5`} aria-label="Details">
            <SelectField
              label="Category"
              name="categoryId"
              value={form.categoryId}
              error={errors.categoryId}
              options={categories.map((c) => ({ value: String(c.id), label: c.name }))}
              onValueChange={(v) => set({ categoryId: v })}
            />
            <TextField
              label="Tags"
              name="tags"
              value={form.tags}
              optional
              error={errors.tags}
              hint="Separated by commas, e.g. dashain, eggless"
              onValueChange={(v) => set({ tags: v })}
            />
            <BlogCoverField
              value={form.coverImage}
              onChange={(v) => set({ coverImage: v })}
              error={errors.coverImage}
            />
            <BlogProductPicker
              value={form.products}
              onChange={(v) => set({ products: v })}
              error={errors.productIds}
            />
          </section>
        </div>
      </form>
    </>
  );
}
