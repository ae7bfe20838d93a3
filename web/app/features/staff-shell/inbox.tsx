import type { TPagination } from '@upahar/contract';
import { type ReactNode, useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { FilterPills } from '~/components/filter-pills';
import { buttonClass, FormAlert, ui } from '~/components/form';
import { Check, type IconComponent, RotateCcw } from '~/components/icon';
import { toast } from '~/components/toast';
import { errorMessage } from '~/lib/api';
import { ListSearch } from './list-search';
import { Pager, pageFromSearch } from './pager';
import { ForbiddenScreen } from './section-gate';
import { type StaffLoad, useStaffLoad } from './use-staff-load';

// The admins' inboxes (seller enquiries, contact-form messages) share one shape: open messages are
// the queue, an admin answers outside the shop and marks each handled or open again.

export type InboxState = 'open' | 'handled' | 'all';
const STATES: InboxState[] = ['open', 'handled', 'all'];
const FILTERS: { state: InboxState; label: string }[] = [
  { state: 'open', label: 'To answer' },
  { state: 'handled', label: 'Handled' },
  { state: 'all', label: 'All' },
];

export function inboxHref(base: string, state: InboxState, q: string, page = 1) {
  const params = new URLSearchParams();
  if (state !== 'open') params.set('state', state);
  if (q) params.set('q', q);
  if (page > 1) params.set('page', String(page));
  const s = params.toString();
  return s ? `${base}?${s}` : base;
}

/** The inbox's filter, search and page from the address. */
export function useInboxParams() {
  const [params] = useSearchParams();
  const raw = params.get('state') ?? 'open';
  const state: InboxState = (STATES as string[]).includes(raw) ? (raw as InboxState) : 'open';
  const q = (params.get('q') ?? '').trim().slice(0, 100);
  return { state, q, page: pageFromSearch(params.get('page')), rawState: params.get('state') };
}

type InboxData<T> = { items: T[]; open: number; pagination?: TPagination };

/** Header, filters, search, loading and empty states, the list and its pages. */
function InboxFrame<T extends { id: string }>(o: {
  base: string;
  title: string;
  lead: string;
  noun: string;
  searchLabel: string;
  searchPlaceholder: string;
  emptyIcon: IconComponent;
  emptyText: string;
  view: StaffLoad<InboxData<T>>;
  reload: () => void;
  renderItem: (item: T) => ReactNode;
}) {
  const { state, q, rawState } = useInboxParams();
  const { view } = o;
  const Empty = o.emptyIcon;
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <header>
        <h1 className={ui.heading}>{o.title}</h1>
        <p className={ui.lead}>
          {o.lead}
          {view.status === 'ready' && ` ${view.data.open} to answer.`}
        </p>
      </header>
      <div className="mt-6 flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
        <FilterPills
          label={`Filter ${o.noun}`}
          pills={FILTERS.map((f) => ({
            label: f.label,
            href: inboxHref(o.base, f.state, q),
            active: f.state === state,
          }))}
        />
        <ListSearch
          id={`${o.base.split('/').pop()}-search`}
          label={o.searchLabel}
          placeholder={o.searchPlaceholder}
          q={q}
          keep={{ state: rawState }}
        />
      </div>
      <div className="mt-6">
        {view.status === 'loading' && (
          <p role="status" className="text-cocoa-soft">
            Loading {o.noun}…
          </p>
        )}
        {(view.status === 'error' || view.status === 'missing') && (
          <div className="space-y-4">
            <FormAlert tone="error">
              {view.status === 'error' ? view.message : `These ${o.noun} could not be found.`}
            </FormAlert>
            <button type="button" className={buttonClass('secondary')} onClick={o.reload}>
              Try again
            </button>
          </div>
        )}
        {view.status === 'ready' && view.data.items.length === 0 && (
          <div className="flex flex-col items-center rounded-3xl border border-line bg-white px-6 py-12 text-center shadow-soft">
            <Empty aria-hidden="true" className="size-9 text-berry" />
            <h2 className="mt-4 font-display text-2xl font-semibold">
              {state === 'open' && !q ? 'Nothing to answer' : `No ${o.noun} here`}
            </h2>
            <p className="mt-2 text-cocoa-soft">{q ? `Nothing matches "${q}".` : o.emptyText}</p>
          </div>
        )}
        {view.status === 'ready' && view.data.items.length > 0 && (
          <>
            <ul className="space-y-3">
              {view.data.items.map((item) => (
                <li key={item.id}>{o.renderItem(item)}</li>
              ))}
            </ul>
            {view.data.pagination && view.data.pagination.totalPages > 1 && (
              <Pager
                current={view.data.pagination.currentPage}
                total={view.data.pagination.totalPages}
                hrefFor={(p) => inboxHref(o.base, state, q, p)}
              />
            )}
          </>
        )}
      </div>
    </div>
  );
}

/** "Mark handled" or "Open again", with a toast and a reload of the list. */
export function HandledButton(o: {
  handled: boolean;
  mark: (handled: boolean) => Promise<{ message?: string }>;
  onChanged: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
    setBusy(true);
    try {
      const res = await o.mark(!o.handled);
      toast.success(res.message ?? 'Saved');
      o.onChanged();
    } catch (e) {
      toast.error(errorMessage(e));
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      onClick={toggle}
      disabled={busy}
      className={buttonClass(o.handled ? 'secondary' : 'primary', 'shrink-0')}
    >
      {o.handled ? (
        <RotateCcw aria-hidden="true" className="size-4" />
      ) : (
        <Check aria-hidden="true" className="size-4" />
      )}
      {o.handled ? 'Open again' : 'Mark handled'}
    </button>
  );
}

type InboxQuery = { state: InboxState; q?: string; page: number };

/** The words of one inbox: its address, heading and what it says when empty. */
export type InboxWords = {
  base: string;
  title: string;
  lead: string;
  noun: string;
  searchLabel: string;
  searchPlaceholder: string;
  emptyIcon: IconComponent;
  emptyText: string;
};

/**
 * An admins' inbox of messages to answer and mark handled (the contact form's, the seller
 * enquiries): the filter and search in the address, the list and its pages.
 */
export function InboxPage<T extends { id: string }>(o: {
  words: InboxWords;
  /** Stable (defined outside the page), so that only the address makes it load again. */
  fetch: (query: InboxQuery, signal: AbortSignal) => Promise<InboxData<T>>;
  renderItem: (item: T, reload: () => void) => ReactNode;
}) {
  const { state, q, page } = useInboxParams();
  const { fetch } = o;
  const load = useCallback(
    (signal: AbortSignal) => fetch({ state, q: q || undefined, page }, signal),
    [fetch, state, q, page],
  );
  const { state: view, reload } = useStaffLoad(load, true);
  if (view.status === 'forbidden') return <ForbiddenScreen />;
  return (
    <InboxFrame {...o.words} view={view} reload={reload} renderItem={(item) => o.renderItem(item, reload)} />
  );
}
