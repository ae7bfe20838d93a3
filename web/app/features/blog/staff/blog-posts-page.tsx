import type { TDashboardBlogRow } from '@upahar/contract';
import { formatDate } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { buttonClass, SelectField, TextField, ui } from '~/components/form';
import { Newspaper, Plus, Tag } from '~/components/icon';
import { ListBody, pageFromSearch } from '~/features/staff-shell';
import { fetchBlogPosts } from './blog-api';

type Status = 'all' | TDashboardBlogRow['status'];
const STATUSES = [
  { value: 'all', label: m.blog_staff_filter_all() },
  { value: 'draft', label: m.blog_staff_filter_drafts() },
  { value: 'scheduled', label: m.blog_staff_filter_scheduled() },
  { value: 'published', label: m.blog_staff_filter_published() },
];
const BADGE: Record<TDashboardBlogRow['status'], string> = {
  draft: 'bg-cream-deep text-cocoa',
  scheduled: 'bg-berry-soft text-berry-dark',
  published: 'bg-success-soft text-success',
};
const LABEL = {
  draft: m.blog_staff_draft(),
  scheduled: m.blog_staff_filter_scheduled(),
  published: m.blog_staff_filter_published(),
};

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
          <h1 className={ui.heading}>{m.blog_staff_blog()}</h1>
          <p className={ui.lead}>{m.blog_staff_blog_lead()}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to="/dashboard/blog/categories" className={buttonClass('secondary')}>
            <Tag aria-hidden="true" className="size-4" />
            {m.blog_staff_categories()}
          </Link>
          <Link to="/dashboard/blog/new" className={buttonClass('primary')}>
            <Plus aria-hidden="true" className="size-4" />
            {m.blog_staff_new_post()}
          </Link>
        </div>
      </header>
      <form
        aria-label={m.blog_staff_find_post()}
        onSubmit={search}
        className="mt-6 grid gap-3 sm:grid-cols-[1fr_12rem_auto] sm:items-end"
      >
        <TextField
          label={m.blog_staff_search_by_title()}
          name="q"
          type="search"
          value={typed}
          maxLength={100}
          onValueChange={setTyped}
          placeholder={m.blog_staff_search_placeholder()}
        />
        <SelectField
          label={m.blog_staff_status()}
          name="status"
          value={status}
          options={STATUSES}
          onValueChange={(v) => navigate(blogHref(q, v as Status))}
        />
        <button type="submit" className={buttonClass('primary')}>
          {m.blog_staff_search()}
        </button>
      </form>
      <div className="mt-6">
        <ListBody
          items={posts}
          pagination={pagination}
          empty={{
            icon: <Newspaper aria-hidden="true" className="size-9" />,
            title: m.blog_staff_no_posts(),
            text:
              q || status !== 'all' ? (
                m.blog_staff_no_match()
              ) : (
                <>
                  {m.blog_staff_nothing_written()}{' '}
                  <Link to="/dashboard/blog/new" className={ui.link}>
                    {m.blog_staff_write_first()}
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
      ? m.blog_staff_changed({ date: formatDate(p.updatedAt, 'date-time') })
      : p.status === 'scheduled'
        ? m.blog_staff_goes_out({ date: formatDate(p.publishedAt as string, 'date-time') })
        : m.blog_staff_published_on({ date: formatDate(p.publishedAt as string, 'date-time') });
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
