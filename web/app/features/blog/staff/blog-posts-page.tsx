import type { TDashboardBlogRow } from '@upahar/contract';
import { formatDate } from '@upahar/contract';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { buttonClass, SelectField, TextField, ui } from '~/components/form';
import { Newspaper, Plus, Tag } from '~/components/icon';
import { ListBody, pageFromSearch } from '~/features/staff-shell';
import { fetchBlogPosts } from './blog-api';

type Status = 'all' | TDashboardBlogRow['status'];
const STATUSES = [
  { value: 'all', label: 'All posts' },
  { value: 'draft', label: 'Drafts' },
  { value: 'scheduled', label: 'Scheduled' },
  { value: 'published', label: 'Published' },
];
const BADGE: Record<TDashboardBlogRow['status'], string> = {
  draft: 'bg-cream-deep text-cocoa',
  scheduled: 'bg-berry-soft text-berry-dark',
  published: 'bg-success-soft text-success',
};
const LABEL = { draft: 'Draft', scheduled: 'Scheduled', published: 'Published' };

function blogHref(q: string, status: Status, page = 1) {
  const s = new URLSearchParams();
  if (q) s.set('q', q);
  if (status !== 'all') s.set('status', status);
  if (page > 1) s.set('page', String(page));
  const str = s.toString();
  return str ? `/dashboard/blog?${str}` : '/dashboard/blog';
}

/** The blog route's clientLoader: the page of posts the address's search and status ask for. */
export async function loadBlogPosts(search: URLSearchParams, signal: AbortSignal) {
  const q = (search.get('q') ?? '').slice(0, 100);
  const raw = search.get('status');
  const status: Status = raw === 'draft' || raw === 'scheduled' || raw === 'published' ? raw : 'all';
  const page = pageFromSearch(search.get('page'));
  const r = await fetchBlogPosts({ page, status, ...(q ? { q } : {}) }, signal);
  return { q, status, posts: r.data.posts, pagination: r.meta?.pagination };
}

/** /dashboard/blog: every post with its status; find by title, filter by status, write a new one. */
export function DashboardBlogPage({
  q,
  status,
  posts,
  pagination,
}: Awaited<ReturnType<typeof loadBlogPosts>>) {
  const navigate = useNavigate();
  const [typed, setTyped] = useState(q);
  const search = (e: FormEvent) => {
    e.preventDefault();
    navigate(blogHref(typed.trim(), status));
  };
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className={ui.heading}>Blog</h1>
          <p className={ui.lead}>Write posts in Markdown, then publish them now or at a time you choose.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to="/dashboard/blog/categories" className={buttonClass('secondary')}>
            <Tag aria-hidden="true" className="size-4" />
            Categories
          </Link>
          <Link to="/dashboard/blog/new" className={buttonClass('primary')}>
            <Plus aria-hidden="true" className="size-4" />
            New post
          </Link>
        </div>
      </header>
      <form
        aria-label="Find a post"
        onSubmit={search}
        className="mt-6 grid gap-3 sm:grid-cols-[1fr_12rem_auto] sm:items-end"
      >
        <TextField
          label="Search by title"
          name="q"
          type="search"
          value={typed}
          maxLength={100}
          onValueChange={setTyped}
          placeholder="e.g. Dashain"
        />
        <SelectField
          label="Status"
          name="status"
          value={status}
          options={STATUSES}
          onValueChange={(v) => navigate(blogHref(q, v as Status))}
        />
        <button type="submit" className={buttonClass('primary')}>
          Search
        </button>
      </form>
      <div className="mt-6">
        <ListBody
          items={posts}
          pagination={pagination}
          empty={{
            icon: <Newspaper aria-hidden="true" className="size-9" />,
            title: 'No posts found',
            text:
              q || status !== 'all' ? (
                'No post matches this search. Try another word or status.'
              ) : (
                <>
                  Nothing written yet.{' '}
                  <Link to="/dashboard/blog/new" className={ui.link}>
                    Write the first post
                  </Link>
                  .
                </>
              ),
          }}
          hrefFor={(n) => blogHref(q, status, n)}
          row={(p) => <PostRow post={p} />}
        />
      </div>
    </div>
  );
}

function PostRow({ post: p }: { post: TDashboardBlogRow }) {
  const date =
    p.status === 'draft'
      ? `Changed ${formatDate(p.updatedAt, 'date-time')}`
      : p.status === 'scheduled'
        ? `Goes out ${formatDate(p.publishedAt as string, 'date-time')}`
        : `Published ${formatDate(p.publishedAt as string, 'date-time')}`;
  return (
    <article
      aria-label={p.title}
      className="relative flex items-center gap-4 rounded-3xl border border-line bg-white p-4 shadow-soft transition hover:shadow-lifted sm:p-5"
    >
      <div className="hidden size-16 shrink-0 overflow-hidden rounded-2xl bg-cream-deep sm:block">
        {p.coverImage && <img src={p.coverImage} alt="" className="size-full object-cover" />}
      </div>
      <div className="min-w-0 flex-1">
        <h2 className="font-display text-lg leading-snug font-semibold text-cocoa">
          <Link to={`/dashboard/blog/${p.id}`} className="after:absolute after:inset-0 hover:text-berry">
            {p.title}
          </Link>
        </h2>
        <p className="mt-1 text-sm text-cocoa-soft">
          {p.category.name} · {p.authorName} · {date}
        </p>
      </div>
      <span className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${BADGE[p.status]}`}>
        {LABEL[p.status]}
      </span>
    </article>
  );
}
