import { type TDashboardBlogCategory, ZBlogCategoryBody } from '@upahar/contract';
import { type FormEvent, useCallback, useState } from 'react';
import { Link } from 'react-router';
import {
  buttonClass,
  type FieldErrors,
  FormAlert,
  serverFieldErrors,
  TextField,
  ui,
  validate,
} from '~/components/form';
import { ArrowLeft, Tag, Trash2 } from '~/components/icon';
import { toast } from '~/components/toast';
import { EmptyState, ForbiddenScreen, ListSkeleton, LoadFailed, useStaffLoad } from '~/features/staff-shell';
import { ApiError, errorMessage } from '~/lib/api';
import { createBlogCategory, fetchBlogCategories, removeBlogCategory, saveBlogCategory } from './blog-api';

type Draft = { name: string; description: string };

/** /dashboard/blog/categories: add, rename and remove (when empty) the blog's categories. */
export function DashboardBlogCategoriesPage() {
  const load = useCallback((signal: AbortSignal) => fetchBlogCategories(signal), []);
  const { state, reload } = useStaffLoad(load, true);
  if (state.status === 'forbidden') return <ForbiddenScreen />;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <Link to="/dashboard/blog" className={`${ui.link} inline-flex items-center gap-1.5 text-sm`}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        All posts
      </Link>
      <header className="mt-4">
        <h1 className={ui.heading}>Blog categories</h1>
        <p className={ui.lead}>Every post belongs to one. A category with posts cannot be deleted.</p>
      </header>
      <CategoryForm onDone={reload} />
      <div className="mt-8">
        {state.status === 'loading' && <ListSkeleton label="Loading categories" />}
        {(state.status === 'error' || state.status === 'missing') && (
          <LoadFailed message={state.status === 'error' ? state.message : 'Not found.'} onRetry={reload} />
        )}
        {state.status === 'ready' && state.data.length === 0 && (
          <EmptyState icon={<Tag aria-hidden="true" className="size-9" />} title="No categories yet">
            Add the first one above, e.g. “Cake care & ideas”.
          </EmptyState>
        )}
        {state.status === 'ready' && state.data.length > 0 && (
          <ul className="space-y-3">
            {state.data.map((c) => (
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

function useCategoryForm(
  initial: Draft,
  send: (d: Draft) => Promise<{ message?: string }>,
  onDone: () => void,
) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refused, setRefused] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const checked = validate(ZBlogCategoryBody, draft);
    if (!checked.ok) return setErrors(checked.errors);
    setBusy(true);
    setRefused(null);
    try {
      const res = await send(draft);
      toast.success(res.message ?? 'Saved');
      setErrors({});
      onDone();
      return true;
    } catch (err) {
      setErrors(err instanceof ApiError ? serverFieldErrors(err.errors) : {});
      setRefused(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return { draft, setDraft, errors, refused, busy, submit };
}

function CategoryForm({ onDone }: { onDone: () => void }) {
  const f = useCategoryForm({ name: '', description: '' }, (d) => createBlogCategory(d), onDone);
  return (
    <form
      aria-label="Add a category"
      noValidate
      onSubmit={async (e) => {
        if (await f.submit(e)) f.setDraft({ name: '', description: '' });
      }}
      className={`${ui.card} mt-6 grid gap-4`}
    >
      <TextField
        label="New category"
        name="name"
        value={f.draft.name}
        maxLength={60}
        error={f.errors.name ?? f.errors.slug}
        onValueChange={(v) => f.setDraft({ ...f.draft, name: v })}
        placeholder="e.g. Gifting guides"
      />
      <TextField
        label="Description"
        name="description"
        optional
        value={f.draft.description}
        maxLength={300}
        error={f.errors.description}
        onValueChange={(v) => f.setDraft({ ...f.draft, description: v })}
      />
      {f.refused && <FormAlert tone="error">{f.refused}</FormAlert>}
      <div>
        <button type="submit" className={buttonClass('primary')} disabled={f.busy}>
          Add the category
        </button>
      </div>
    </form>
  );
}

function CategoryRow({ category: c, onDone }: { category: TDashboardBlogCategory; onDone: () => void }) {
  const [editing, setEditing] = useState(false);
  const f = useCategoryForm(
    { name: c.name, description: c.description },
    (d) => saveBlogCategory(c.id, { ...d, slug: c.slug, sortOrder: c.sortOrder }),
    () => {
      setEditing(false);
      onDone();
    },
  );
  const [deleting, setDeleting] = useState(false);
  const remove = async () => {
    if (!window.confirm(`Delete the category ${c.name}?`)) return;
    setDeleting(true);
    try {
      const res = await removeBlogCategory(c.id);
      toast.success(res.message ?? 'Deleted');
      onDone();
    } catch (err) {
      toast.error(errorMessage(err));
    } finally {
      setDeleting(false);
    }
  };
  return (
    <article aria-label={c.name} className="rounded-3xl border border-line bg-white p-5 shadow-soft">
      {editing ? (
        <form noValidate onSubmit={f.submit} className="grid gap-3">
          <TextField
            label="Name"
            name="name"
            value={f.draft.name}
            maxLength={60}
            error={f.errors.name}
            onValueChange={(v) => f.setDraft({ ...f.draft, name: v })}
          />
          <TextField
            label="Description"
            name="description"
            optional
            value={f.draft.description}
            maxLength={300}
            error={f.errors.description}
            onValueChange={(v) => f.setDraft({ ...f.draft, description: v })}
          />
          {f.refused && <FormAlert tone="error">{f.refused}</FormAlert>}
          <div className="flex gap-2">
            <button type="submit" className={buttonClass('primary', '', 'sm')} disabled={f.busy}>
              Save
            </button>
            <button
              type="button"
              className={buttonClass('secondary', '', 'sm')}
              onClick={() => setEditing(false)}
            >
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <div className="min-w-0 flex-1">
            <h2 className="font-display text-lg font-semibold text-cocoa">{c.name}</h2>
            <p className="mt-0.5 text-sm text-cocoa-soft">
              /blogs/category/{c.slug} · {c.postCount === 1 ? '1 post' : `${c.postCount} posts`}
            </p>
            {c.description && <p className="mt-1 text-sm text-cocoa">{c.description}</p>}
          </div>
          <div className="flex shrink-0 gap-2">
            <button
              type="button"
              className={buttonClass('secondary', '', 'sm')}
              onClick={() => setEditing(true)}
            >
              Rename
            </button>
            <button
              type="button"
              className={buttonClass('danger', '', 'sm')}
              disabled={deleting || c.postCount > 0}
              title={c.postCount > 0 ? 'Move or delete its posts first' : undefined}
              onClick={remove}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              Delete
            </button>
          </div>
        </div>
      )}
    </article>
  );
}
