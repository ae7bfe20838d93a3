import type { TDashboardBlogCategory, TDashboardBlogPost } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { Link, useNavigate } from 'react-router';
import { buttonClass, FormAlert, SelectField, TextAreaField, TextField, ui } from '~/components/form';
import { ExternalLink } from '~/components/icon';
import { toast } from '~/components/toast';
import {
  loadRecordEditor,
  NameWithSlugFields,
  RecordEditorFrame,
  RecordEditorLoading,
  useRecordEditor,
} from '~/features/staff-shell';
import { errorMessage } from '~/lib/api';
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

const BACK = { to: '/dashboard/blog', label: m.blog_staff_all_posts() };

/** The blog post routes' clientLoader: the categories and the post (it may have been deleted). */
export const loadBlogEditor = (id: string | undefined, signal: AbortSignal) =>
  loadRecordEditor(id, signal, fetchBlogCategories, fetchBlogPost);

/** The blog post routes' HydrateFallback. */
export const DashboardBlogEditorLoading = () => (
  <RecordEditorLoading back={BACK} label={m.blog_staff_loading_post()} tall />
);

/** /dashboard/blog/new and /dashboard/blog/:id: write a post, preview it and publish it. */
export function DashboardBlogEditorPage(loaded: Awaited<ReturnType<typeof loadBlogEditor>>) {
  const { needs: categories, record: post } = loaded;
  return (
    <RecordEditorFrame back={BACK}>
      {loaded.missing ? (
        <div className="mt-6">
          <FormAlert tone="info">{m.blog_staff_post_missing()}</FormAlert>
        </div>
      ) : (
        <Editor key={post?.id ?? 'new'} categories={categories} initial={post} />
      )}
    </RecordEditorFrame>
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
  const {
    record: post,
    form,
    setForm,
    errors,
    setErrors,
    alert,
    setAlert,
    busy,
    setBusy,
    persist,
  } = useRecordEditor({
    initial,
    formOf: blogFormOf,
    blank: (): BlogForm => emptyBlogForm(categories[0]?.id),
    create: createBlogPost,
    save: saveBlogPost,
    created: (res) => ({
      to: `/dashboard/blog/${res.data.id}`,
      message: res.message ?? m.blog_staff_saved_dot(),
    }),
  });

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
      setAlert({ tone: 'error', text: m.blog_staff_fix_fields() });
      requestAnimationFrame(() => document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    // What was typed stays in the fields; the server's reasons land beside them.
    await persist(checked.body);
  };

  const remove = async () => {
    if (!post) return;
    setBusy(true);
    try {
      const res = await removeBlogPost(post.id);
      toast.success(res.message ?? m.blog_staff_deleted());
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
          {m.blog_staff_category_first()}{' '}
          <Link to="/dashboard/blog/categories" className={ui.link}>
            {m.blog_staff_add_categories()}
          </Link>
        </FormAlert>
      </div>
    );
  }
  return (
    <>
      <header className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className={`${ui.heading} break-words`}>{post ? post.title : m.blog_staff_new_post()}</h1>
          <p className={ui.lead}>
            {post ? m.blog_staff_by({ name: post.authorName }) : m.blog_staff_draft_lead()}
          </p>
        </div>
        {post?.status === 'published' && (
          <Link to={`/blog/${post.slug}`} className={buttonClass('quiet', 'self-start sm:self-auto', 'sm')}>
            <ExternalLink aria-hidden="true" className="size-4" />
            {m.blog_staff_view_in_shop()}
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
        aria-label={m.blog_staff_post()}
        onSubmit={(e) => {
          e.preventDefault();
          void save('keep');
        }}
        className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start"
      >
        <div className={`${ui.card} min-w-0 space-y-5`}>
          <NameWithSlugFields
            name={{ label: m.blog_staff_title(), field: 'title', value: form.title, maxLength: 150 }}
            slug={{ value: form.slug, maxLength: 80, page: m.blog_staff_its_page() }}
            errors={errors}
            onName={(v) => {
              setForm((f) => withTitle(f, v));
              setErrors((e) => ({ ...e, title: undefined, slug: undefined }));
            }}
            onSlug={(v) => set({ slug: v, slugEdited: true })}
          />
          <TextAreaField
            label={m.blog_staff_excerpt()}
            name="excerpt"
            value={form.excerpt}
            maxLength={300}
            showCount
            optional
            minRows={2}
            maxRows={4}
            error={errors.excerpt}
            hint={m.blog_staff_excerpt_hint()}
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
          <section className={`${ui.card} space-y-5`} aria-label={m.blog_staff_details()}>
            <SelectField
              label={m.blog_staff_category()}
              name="categoryId"
              value={form.categoryId}
              error={errors.categoryId}
              options={categories.map((c) => ({ value: String(c.id), label: c.name }))}
              onValueChange={(v) => set({ categoryId: v })}
            />
            <TextField
              label={m.blog_staff_tags()}
              name="tags"
              value={form.tags}
              optional
              error={errors.tags}
              hint={m.blog_staff_tags_hint()}
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
