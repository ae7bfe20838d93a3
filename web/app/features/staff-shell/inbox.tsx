import { formatDate, formatNumber, type TPagination } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { type ReactNode, useState } from 'react';
import { useRevalidator, useSearchParams } from 'react-router';
import { FilterPills } from '~/components/filter-pills';
import { buttonClass, ui } from '~/components/form';
import { Check, type IconComponent, Mail, Phone, RotateCcw } from '~/components/icon';
import { toast } from '~/components/toast';
import { errorMessage } from '~/lib/api';
import { ListSearch } from './list-search';
import { pageFromSearch } from './pager';
import { RecordList } from './record-list';

// The admins' inboxes (seller enquiries, contact-form messages) share one shape: open messages are
// the queue, an admin answers outside the shop and marks each handled or open again.

export type InboxState = 'open' | 'handled' | 'all';
const STATES: InboxState[] = ['open', 'handled', 'all'];
const FILTERS: { state: InboxState; label: string }[] = [
  { state: 'open', label: m.dashboard_inbox_to_answer() },
  { state: 'handled', label: m.dashboard_inbox_handled() },
  { state: 'all', label: m.dashboard_inbox_all() },
];

function inboxHref(base: string, state: InboxState, q: string, page = 1) {
  const params = new URLSearchParams();
  if (state !== 'open') params.set('state', state);
  if (q) params.set('q', q);
  if (page > 1) params.set('page', String(page));
  const s = params.toString();
  return s ? `${base}?${s}` : base;
}

/** The inbox's filter, search and page, from the search parameters of its address. */
function inboxParamsOf(params: URLSearchParams) {
  const raw = params.get('state') ?? 'open';
  const state: InboxState = (STATES as string[]).includes(raw) ? (raw as InboxState) : 'open';
  const q = (params.get('q') ?? '').trim().slice(0, 100);
  return { state, q, page: pageFromSearch(params.get('page')), rawState: params.get('state') };
}

/** The inbox's filter, search and page from the address. */
function useInboxParams() {
  const [params] = useSearchParams();
  return inboxParamsOf(params);
}

export type InboxData<T> = { items: T[]; open: number; pagination?: TPagination };
type InboxQuery = { state: InboxState; q?: string; page: number };

/** An inbox route's clientLoader answer: the page of messages its address asks for. */
export function loadInbox<T>(
  params: URLSearchParams,
  fetch: (query: InboxQuery, signal: AbortSignal) => Promise<InboxData<T>>,
  signal: AbortSignal,
) {
  const { state, q, page } = inboxParamsOf(params);
  return fetch({ state, q: q || undefined, page }, signal);
}

/** "Mark handled" or "Open again", with a toast and a reload of the list. */
function HandledButton(o: {
  handled: boolean;
  mark: (handled: boolean) => Promise<{ message?: string }>;
  /** Loads the list again; the button stays busy until it has. */
  onChanged: () => unknown;
}) {
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
    setBusy(true);
    try {
      const res = await o.mark(!o.handled);
      toast.success(res.message ?? m.dashboard_saved());
      await o.onChanged();
    } catch (e) {
      toast.error(errorMessage(e));
    } finally {
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
      {o.handled ? m.dashboard_inbox_open_again() : m.dashboard_inbox_mark_handled()}
    </button>
  );
}

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
 * enquiries): the filter and search in the address, the list its route loaded and its pages.
 * `reload` runs the route's loader again, after a message was marked.
 */
export function InboxPage<T extends { id: string }>({
  words: o,
  data,
  renderItem,
}: {
  words: InboxWords;
  data: InboxData<T>;
  renderItem: (item: T, reload: () => Promise<void>) => ReactNode;
}) {
  const { state, q, rawState } = useInboxParams();
  const { revalidate } = useRevalidator();
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <header>
        <h1 className={ui.heading}>{o.title}</h1>
        <p className={ui.lead}>{m.dashboard_inbox_lead({ lead: o.lead, count: formatNumber(data.open) })}</p>
      </header>
      <div className="mt-6 flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
        <FilterPills
          label={m.dashboard_inbox_filter({ noun: o.noun })}
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
        <RecordList
          items={data.items}
          pagination={data.pagination}
          hrefFor={(p) => inboxHref(o.base, state, q, p)}
          empty={{
            icon: o.emptyIcon,
            title:
              state === 'open' && !q
                ? m.dashboard_inbox_nothing_to_answer()
                : m.dashboard_inbox_none_here({ noun: o.noun }),
            text: q ? m.dashboard_nothing_matches({ query: q }) : o.emptyText,
          }}
        >
          {(item) => renderItem(item, revalidate)}
        </RecordList>
      </div>
    </div>
  );
}

/** What every inbox message carries, whoever it came from. */
export type InboxMessage = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  hasAccount: boolean;
  createdAt: string;
  handledAt: string | null;
  handledBy: string | null;
};

/**
 * One message of an inbox: its heading, who wrote when, the text, the ways to answer (e-mail,
 * phone) and who handled it, with "Mark handled" or "Open again".
 */
export function InboxCard(o: {
  item: InboxMessage;
  label: string;
  heading: ReactNode;
  mark: (handled: boolean) => Promise<{ message?: string }>;
  onChanged: () => unknown;
}) {
  const item = o.item;
  const handled = item.handledAt !== null;
  return (
    <article aria-label={o.label} className="rounded-3xl border border-line bg-white p-5 shadow-soft sm:px-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="font-display text-lg font-semibold break-words text-cocoa">{o.heading}</h2>
          <p className="mt-0.5 text-sm text-cocoa-soft">
            {item.name} · {formatDate(item.createdAt, 'date-time')}
            {item.hasAccount ? m.dashboard_inbox_has_account() : m.dashboard_inbox_not_signed_in()}
          </p>
        </div>
        <HandledButton handled={handled} mark={o.mark} onChanged={o.onChanged} />
      </div>
      <p className="mt-3 break-words whitespace-pre-line text-cocoa">{item.message}</p>
      <p className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm">
        <a href={`mailto:${item.email}`} className={`${ui.link} inline-flex items-center gap-1.5 break-all`}>
          <Mail aria-hidden="true" className="size-4 shrink-0" />
          {item.email}
        </a>
        {item.phone && (
          <a href={`tel:+977${item.phone}`} className={`${ui.link} inline-flex items-center gap-1.5`}>
            <Phone aria-hidden="true" className="size-4 shrink-0" />
            {item.phone}
          </a>
        )}
      </p>
      {handled && item.handledAt && (
        <p className="mt-2 text-sm text-cocoa-soft">
          {item.handledBy
            ? m.dashboard_inbox_handled_by({
                name: item.handledBy,
                date: formatDate(item.handledAt, 'date-time'),
              })
            : m.dashboard_inbox_handled_on({ date: formatDate(item.handledAt, 'date-time') })}
        </p>
      )}
    </article>
  );
}
