import { formatDate, formatNumber, TICKET_CATEGORY_LABEL, type TTicketSummary } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass, FormAlert, ui } from '~/components/form';
import { MessagesSquare, Plus } from '~/components/icon';
import { LoadingLine } from '~/components/layout/loading-line';
import { Pager } from '~/features/orders';
import { authorLabel, TicketStatusBadge } from './ticket-bits';
import type { fetchTickets } from './tickets-api';

const listHref = (page: number) => (page === 1 ? '/profile/tickets' : `/profile/tickets?page=${page}`);

type Props = { page: number } & Awaited<ReturnType<typeof fetchTickets>>;

/** /profile/tickets: the shopper's tickets, latest activity first, ten to a page. */
export function TicketsPage({ page, tickets, pagination }: Props) {
  return (
    <TicketsFrame>
      {tickets.length === 0 && page === 1 && <NoTickets />}
      {tickets.length === 0 && page > 1 && (
        <>
          <FormAlert tone="info">{m.support_no_tickets_on_page({ page: formatNumber(page) })}</FormAlert>
          <Link to="/profile/tickets" className={buttonClass('secondary')}>
            {m.support_first_page()}
          </Link>
        </>
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
          {pagination && (
            <Pager current={pagination.currentPage} total={pagination.totalPages} hrefFor={listHref} />
          )}
        </>
      )}
    </TicketsFrame>
  );
}

/** What the list shows while the shopper's tickets are on their way. */
export function TicketsLoading() {
  return (
    <TicketsFrame>
      <LoadingLine>{m.support_loading_tickets()}</LoadingLine>
    </TicketsFrame>
  );
}

function TicketsFrame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className={ui.heading}>{m.support_tickets_meta()}</h1>
          <p className={ui.lead}>{m.support_tickets_lead()}</p>
        </div>
        <Link to="/profile/tickets/new" className={buttonClass('primary', '', 'sm')}>
          <Plus aria-hidden="true" className="size-4" />
          {m.support_new_ticket()}
        </Link>
      </header>
      <div className="mt-6 space-y-4">{children}</div>
    </div>
  );
}

function TicketRow({ ticket: t }: { ticket: TTicketSummary }) {
  const last = t.lastMessage;
  return (
    <article
      aria-labelledby={`ticket-${t.id}`}
      className="relative rounded-3xl border border-line bg-white p-4 shadow-soft transition-colors focus-within:border-berry hover:border-berry sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={`ticket-${t.id}`} className="min-w-0 font-display text-lg font-semibold text-cocoa">
          {/* The whole card is the link's target; the heading names it. */}
          <Link to={`/profile/tickets/${t.id}`} className="after:absolute after:inset-0 focus:outline-none">
            {t.subject}
          </Link>
        </h2>
        <TicketStatusBadge status={t.status} />
      </div>
      <p className="mt-1 text-sm text-cocoa-soft">
        {t.reference} · {TICKET_CATEGORY_LABEL[t.category]}
        {t.order ? m.support_ticket_order({ number: t.order.number }) : ''}
      </p>
      <p className="mt-3 line-clamp-2 text-sm text-cocoa">
        <span className="font-semibold">{authorLabel({ ...last, mine: last.side === 'customer' })}:</span>{' '}
        {last.excerpt}
      </p>
      <p className="mt-1 text-xs text-cocoa-soft">
        {formatDate(last.at, 'date-time')} ·{' '}
        {m.support_message_count({ count: formatNumber(t.messageCount) })}
      </p>
    </article>
  );
}

function NoTickets() {
  return (
    <div className="flex flex-col items-center rounded-3xl border border-line bg-white px-6 py-12 text-center shadow-soft">
      <span className="grid size-20 place-items-center rounded-full bg-berry-soft text-berry">
        <MessagesSquare aria-hidden="true" className="size-9" />
      </span>
      <h2 className="mt-5 font-display text-2xl font-semibold">{m.support_no_tickets()}</h2>
      <p className="mt-2 max-w-sm text-cocoa-soft">{m.support_no_tickets_lead()}</p>
      <Link to="/profile/tickets/new" className={buttonClass('primary', 'mt-6')}>
        {m.support_new_ticket_meta()}
      </Link>
    </div>
  );
}
