import { formatDate, formatNumber, TICKET_CATEGORY_LABEL, type TStaffTicketSummary } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FilterPills } from '~/components/filter-pills';
import { ui } from '~/components/form';
import { ChevronRight, LifeBuoy, UserCheck } from '~/components/icon';
import { useSession } from '~/features/session';
import { ListSearch, Pager } from '~/features/staff-shell';
import { SIDE_WORD } from '../ticket-bits';
import { TicketStatusBadge } from './ticket-bits';
import {
  emptyTicketsText,
  TICKET_FILTERS,
  ticketFiltersFrom,
  ticketsHref,
  ticketsQuery,
} from './ticket-filters';
import { fetchStaffTickets } from './tickets-api';

/** The queue's answer for the filters of an address: what the tickets route's clientLoader gives. */
export async function loadStaffTickets(params: URLSearchParams, signal: AbortSignal) {
  const r = await fetchStaffTickets(ticketsQuery(ticketFiltersFrom(params)), signal);
  return { tickets: r.data.tickets, counts: r.data.counts, pagination: r.meta?.pagination };
}

/** /dashboard/tickets: the support queue, open tickets first, by status, assignee and words. */
export function DashboardTicketsPage({
  tickets,
  counts,
  pagination,
}: Awaited<ReturnType<typeof loadStaffTickets>>) {
  const { user } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const filters = ticketFiltersFrom(params);
  const { status, mine, q } = filters;
  const countOf = (s: (typeof TICKET_FILTERS)[number]['status']) =>
    s === 'all' ? counts.open + counts.waiting + counts.closed : counts[s];
  const empty = emptyTicketsText(filters);
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <header>
        <h1 className={ui.heading}>{m.support_tickets_meta()}</h1>
        <p className={ui.lead}>
          {user?.role === 'admin' ? m.support_staff_lead_admin() : m.support_staff_lead_seller()}{' '}
          {m.support_staff_lead_mail()}
        </p>
      </header>
      <div className="mt-6 space-y-4">
        <FilterPills
          label={m.support_staff_filter()}
          pills={TICKET_FILTERS.map((f) => {
            const n = countOf(f.status);
            return {
              label: m.support_staff_pill({ label: f.label, count: formatNumber(n) }),
              href: ticketsHref({ status: f.status, mine, q }),
              active: f.status === status,
            };
          })}
        />
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <button
            type="button"
            aria-pressed={mine}
            onClick={() => navigate(ticketsHref({ status, mine: !mine, q }))}
            className={`inline-flex min-h-10 shrink-0 items-center justify-center gap-1.5 rounded-full px-4 text-sm font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-berry ${
              mine ? 'bg-cocoa text-cream' : 'border border-line bg-white text-cocoa hover:text-berry-dark'
            }`}
          >
            <UserCheck aria-hidden="true" className="size-4" />
            {m.support_staff_assigned_to_me()}
          </button>
          <ListSearch
            id="tickets-search"
            label={m.support_staff_search_label()}
            placeholder={m.support_staff_search_placeholder()}
            q={q}
            keep={{ status: status === 'open' ? null : status, mine: mine ? '1' : null }}
          />
        </div>
      </div>
      <div className="mt-6">
        {tickets.length === 0 && (
          <div className="flex flex-col items-center rounded-3xl border border-line bg-white px-6 py-12 text-center shadow-soft">
            <LifeBuoy aria-hidden="true" className="size-9 text-berry" />
            <h2 className="mt-4 font-display text-2xl font-semibold">{empty.title}</h2>
            <p className="mt-2 max-w-md text-cocoa-soft">{empty.text}</p>
            {(q || mine || status !== 'all') && (
              <Link to={ticketsHref({ status: 'all', mine: false, q: '' })} className={`${ui.link} mt-4`}>
                {m.support_staff_show_all()}
              </Link>
            )}
          </div>
        )}
        {tickets.length > 0 && (
          <>
            <ul className="space-y-3">
              {tickets.map((t) => (
                <li key={t.id}>
                  <TicketRow ticket={t} />
                </li>
              ))}
            </ul>
            {pagination && pagination.totalPages > 1 && (
              <Pager
                current={pagination.currentPage}
                total={pagination.totalPages}
                hrefFor={(p) => ticketsHref({ status, mine, q, page: p })}
              />
            )}
          </>
        )}
      </div>
    </div>
  );
}

function TicketRow({ ticket: t }: { ticket: TStaffTicketSummary }) {
  const last = t.lastMessage;
  return (
    <article className="relative flex items-center gap-4 rounded-3xl border border-line bg-white p-4 shadow-soft sm:px-6">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-cocoa-soft">
          <span className="font-mono font-semibold text-cocoa">{t.reference}</span>
          <span aria-hidden="true">·</span>
          <span>{TICKET_CATEGORY_LABEL[t.category]}</span>
          <TicketStatusBadge status={t.status} />
        </div>
        <h2 className="mt-1 font-display text-lg font-semibold break-words text-cocoa">
          <Link
            to={`/dashboard/tickets/${t.id}`}
            className="rounded after:absolute after:inset-0 after:rounded-3xl hover:text-berry focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-berry"
          >
            {t.subject}
          </Link>
        </h2>
        <p className="mt-0.5 text-sm break-words text-cocoa-soft">
          {t.customer.name}
          {t.order && m.support_staff_row_order({ number: t.order.number })}
          {t.stores.length > 0 && ` · ${t.stores.map((s) => s.name).join(', ')}`}
          {' · '}
          {t.assignee
            ? m.support_staff_assigned_to({ name: t.assignee.name })
            : m.support_staff_nobody_assigned()}
        </p>
        <p className="mt-2 line-clamp-2 text-sm break-words text-cocoa">
          <span className="font-semibold">
            {m.support_staff_last_by({
              name: last.authorName,
              side: SIDE_WORD[last.side],
              when: formatDate(last.at, 'relative'),
            })}
          </span>{' '}
          {last.excerpt}
        </p>
      </div>
      <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-berry" />
    </article>
  );
}
