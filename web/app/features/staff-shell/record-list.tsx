import type { TPagination } from '@upahar/contract';
import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronRight, type IconComponent } from '~/components/icon';
import { Pager } from './pager';

// What the dashboard's review lists (applications, influencers, quizzes, job applications,
// vacancies, the inboxes) share below their filters: the page of rows the route loaded and its
// pager, or a box that says why there is nothing to list.

export type EmptyWords = { icon: IconComponent; title: string; text: string; action?: ReactNode };

/**
 * The rows of one page and the links to the others, or, when there are none, the empty box with
 * these words (or a page's own empty state, given whole).
 */
export function RecordList<T extends { id: string | number }>(o: {
  items: T[];
  pagination?: TPagination;
  hrefFor: (page: number) => string;
  empty: EmptyWords | ReactElement;
  children: (item: T) => ReactNode;
}) {
  if (o.items.length === 0) {
    if (isValidElement(o.empty)) return o.empty;
    const Icon = o.empty.icon;
    return (
      <div className="flex flex-col items-center rounded-3xl border border-line bg-white px-6 py-12 text-center shadow-soft">
        <Icon aria-hidden="true" className="size-9 text-berry" />
        <h2 className="mt-4 font-display text-2xl font-semibold">{o.empty.title}</h2>
        <p className="mt-2 text-cocoa-soft">{o.empty.text}</p>
        {o.empty.action}
      </div>
    );
  }
  return (
    <>
      <ul className="space-y-3">
        {o.items.map((item) => (
          <li key={item.id}>{o.children(item)}</li>
        ))}
      </ul>
      {o.pagination && o.pagination.totalPages > 1 && (
        <Pager current={o.pagination.currentPage} total={o.pagination.totalPages} hrefFor={o.hrefFor} />
      )}
    </>
  );
}

/**
 * One row that opens a record: the whole card is the link (its title's link stretched over it),
 * with the record's badges beside the title and a line of facts under it.
 */
export function RecordRow(o: { to: string; title: ReactNode; badges: ReactNode; facts: ReactNode }) {
  return (
    <article className="relative flex items-center gap-4 rounded-3xl border border-line bg-white p-4 shadow-soft sm:px-6">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="font-display text-lg font-semibold text-cocoa">
            <Link
              to={o.to}
              className="rounded after:absolute after:inset-0 after:rounded-3xl hover:text-berry focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-berry"
            >
              {o.title}
            </Link>
          </h2>
          {o.badges}
        </div>
        <p className="mt-1 text-sm break-words text-cocoa-soft">{o.facts}</p>
      </div>
      <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-berry" />
    </article>
  );
}
