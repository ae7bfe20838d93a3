import {
  formatNumber,
  type TBlogCategoryBody,
  type TDashboardBlogCategory,
  ZBlogCategoryBody,
} from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { buttonClass, FormAlert, TextField, ui, useForm } from '~/components/form';
import { ArrowLeft, Tag, Trash2 } from '~/components/icon';
import { toast } from '~/components/toast';
import { EmptyState, StaffPageLoading } from '~/features/staff-shell';
import { errorMessage } from '~/lib/api';
import { createBlogCategory, fetchBlogCategories, removeBlogCategory, saveBlogCategory } from './blog-api';

type Draft = { name: string; description: string };

/** The blog categories route's clientLoader. */
export const loadBlogCategories = async (signal: AbortSignal) => ({
  categories: await fetchBlogCategories(signal),
});

export const DashboardBlogCategoriesLoading = () => (
  <StaffPageLoading label={m.blog_staff_loading_categories()} />
);

/** /dashboard/blog/categories: add, rename and remove (when empty) the blog's categories. */
export function DashboardBlogCategoriesPage({ categories }: Awaited<ReturnType<typeof loadBlogCategories>>) {
  const { revalidate } = useRevalidator();
  const reload = () => revalidate();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <Link to="/dashboard/blog" className={`${ui.link} inline-flex items-center gap-1.5 text-sm`}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {m.blog_staff_all_posts()}
      </Link>
      <header className="mt-4">
        <h1 className={ui.heading}>{m.blog_staff_categories_title()}</h1>
        <p className={ui.lead}>{m.blog_staff_categories_lead()}</p>
      </header>
      <CategoryForm onDone={reload} />
      <div className="mt-8">
        {categories.length === 0 && (
          <EmptyState
            icon={<Tag aria-hidden="true" className="size-9" />}
            title={m.blog_staff_no_categories()}
          >
            {m.blog_staff_add_first_category()}
          </EmptyState>
        )}
        {categories.length > 0 && (
          <ul className="space-y-3">
            {categories.map((c) => (
              <li key={c.id}>
                <CategoryRow category={c} onDone={reload} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

/** A category's name and description, checked with the contract's schema and sent by `send`. */
function useCategoryForm(
  initial: Draft,
  send: (body: TBlogCategoryBody) => Promise<{ message?: string }>,
  onDone: () => Promise<void>,
) {
  const form = useForm(initial);
  const submit = form.submit(
    ZBlogCategoryBody,
    (v) => v,
    async (body) => {
      const res = await send(body);
      toast.success(res.message ?? m.blog_staff_saved());
      await onDone();
    },
  );
  return { form, submit };
}

function CategoryForm({ onDone }: { onDone: () => Promise<void> }) {
  const { form, submit } = useCategoryForm({ name: '', description: '' }, createBlogCategory, async () => {
    form.setValues({ name: '', description: '' });
    await onDone();
  });
  return (
    <form
      aria-label={m.blog_staff_add_category_label()}
      noValidate
      onSubmit={submit}
      className={`${ui.card} mt-6 grid gap-4`}
    >
      <TextField
        label={m.blog_staff_new_category()}
        maxLength={60}
        {...form.field('name')}
        error={form.errors.name ?? form.errors.slug}
        placeholder="e.g. Gifting guides"
      />
      <TextField label={m.blog_staff_description()} optional maxLength={300} {...form.field('description')} />
      {form.alert && <FormAlert tone="error">{form.alert.text}</FormAlert>}
      <div>
        <button type="submit" className={buttonClass('primary')} disabled={form.busy}>
          {m.blog_staff_add_category()}
        </button>
      </div>
    </form>
  );
}

function CategoryRow({
  category: c,
  onDone,
}: {
  category: TDashboardBlogCategory;
  onDone: () => Promise<void>;
}) {
  const [editing, setEditing] = useState(false);
  const { form, submit } = useCategoryForm(
    { name: c.name, description: c.description },
    (d) => saveBlogCategory(c.id, { ...d, slug: c.slug, sortOrder: c.sortOrder }),
    async () => {
      setEditing(false);
      await onDone();
    },
  );
  const [deleting, setDeleting] = useState(false);
  const remove = async () => {
    if (!window.confirm(m.blog_staff_delete_category_confirm({ name: c.name }))) return;
    setDeleting(true);
    try {
      const res = await removeBlogCategory(c.id);
      toast.success(res.message ?? m.blog_staff_deleted());
      await onDone();
    } catch (err) {
      toast.error(errorMessage(err));
    } finally {
      setDeleting(false);
    }
  };
  return (
    <article aria-label={c.name} className="rounded-3xl border border-line bg-white p-5 shadow-soft">
      {editing ? (
        <form noValidate onSubmit={submit} className="grid gap-3">
          <TextField label={m.blog_staff_name()} maxLength={60} {...form.field('name')} />
          <TextField
            label={m.blog_staff_description()}
            optional
            maxLength={300}
            {...form.field('description')}
          />
          {form.alert && <FormAlert tone="error">{form.alert.text}</FormAlert>}
          <div className="flex gap-2">
            <button type="submit" className={buttonClass('primary', '', 'sm')} disabled={form.busy}>
              {m.blog_staff_save()}
            </button>
            <button
              type="button"
              className={buttonClass('secondary', '', 'sm')}
              onClick={() => setEditing(false)}
            >
              {m.blog_staff_cancel()}
            </button>
          </div>
        </form>
      ) : (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <div className="min-w-0 flex-1">
            <h2 className="font-display text-lg font-semibold text-cocoa">{c.name}</h2>
            <p className="mt-0.5 text-sm text-cocoa-soft">
              /blogs/category/{c.slug} · {m.blog_staff_post_count({ count: formatNumber(c.postCount) })}
            </p>
            {c.description && <p className="mt-1 text-sm text-cocoa">{c.description}</p>}
          </div>
          <div className="flex shrink-0 gap-2">
            <button
              type="button"
              className={buttonClass('secondary', '', 'sm')}
              onClick={() => setEditing(true)}
            >
              {m.blog_staff_rename()}
            </button>
            <button
              type="button"
              className={buttonClass('danger', '', 'sm')}
              disabled={deleting || c.postCount > 0}
              title={c.postCount > 0 ? m.blog_staff_move_posts_first() : undefined}
              onClick={remove}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              {m.blog_staff_delete()}
            </button>
          </div>
        </div>
      )}
    </article>
  );
}
