import { formatDate, TICKET_CATEGORY_LABEL, type TStaffTicket } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import type { ReactNode } from 'react';
import { Link, useRevalidator } from 'react-router';
import { FormAlert, ui } from '~/components/form';
import { ArrowLeft, Mail } from '~/components/icon';
import { ordersHref } from '~/features/orders/staff';
import { useSession } from '~/features/session';
import { mineOrNull } from '~/lib/route-data';
import { TicketThread } from '../ticket-thread';
import { TicketStatusBadge } from './ticket-bits';
import { TICKETS_BASE } from './ticket-filters';
import { TicketReplyForm } from './ticket-reply-form';
import { TicketSidePanel } from './ticket-side-panel';
import { fetchStaffTicket } from './tickets-api';

/** The ticket of a dashboard address, or null when it is not there for this reader. */
export async function loadStaffTicket(id: string, signal: AbortSignal) {
  return { ticket: await mineOrNull(fetchStaffTicket(id, signal)) };
}

/** /dashboard/tickets/:id: the conversation with the customer, a reply, status and assignee. */
export function DashboardTicketPage({ ticket }: Awaited<ReturnType<typeof loadStaffTicket>>) {
  const { user } = useSession();
  const { revalidate } = useRevalidator();
  return (
    <TicketFrame>
      {ticket ? (
        <Ticket ticket={ticket} readerId={user?.id} onChanged={() => void revalidate()} />
      ) : (
        <div className="mt-6">
          <FormAlert tone="error">{m.support_staff_not_found()}</FormAlert>
        </div>
      )}
    </TicketFrame>
  );
}

/** The ticket route's HydrateFallback: the page's frame and its loading line. */
export function StaffTicketLoading() {
  return (
    <TicketFrame>
      <p role="status" className="mt-6 text-cocoa-soft">
        {m.support_loading_ticket()}
      </p>
    </TicketFrame>
  );
}

function TicketFrame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <Link to={TICKETS_BASE} className={`${ui.link} inline-flex items-center gap-1.5 text-sm`}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {m.support_staff_all_tickets()}
      </Link>
      {children}
    </div>
  );
}

function Ticket({
  ticket: t,
  readerId,
  onChanged,
}: {
  ticket: TStaffTicket;
  readerId: string | undefined;
  onChanged: () => void;
}) {
  return (
    <>
      <header className="mt-4">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-cocoa-soft">
          <span className="font-mono font-semibold text-cocoa">{t.reference}</span>
          <span aria-hidden="true">·</span>
          <span>{TICKET_CATEGORY_LABEL[t.category]}</span>
          <TicketStatusBadge status={t.status} />
        </div>
        <h1 className={`${ui.heading} mt-1 break-words`}>{t.subject}</h1>
      </header>
      <dl className="mt-4 grid grid-cols-[5rem_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm sm:grid-cols-[7rem_minmax(0,1fr)] sm:gap-x-6">
        <dt className="text-cocoa-soft">{m.support_staff_customer()}</dt>
        <dd className="break-words text-cocoa">
          {t.customer.name} ·{' '}
          <a
            href={`mailto:${t.customer.email}`}
            className={`${ui.link} inline-flex items-center gap-1 break-all`}
          >
            <Mail aria-hidden="true" className="size-4 shrink-0" />
            {t.customer.email}
          </a>
        </dd>
        {t.order && (
          <>
            <dt className="text-cocoa-soft">{m.support_staff_order()}</dt>
            <dd>
              <Link to={ordersHref(undefined, 1, t.order.number)} className={ui.link}>
                {t.order.number}
              </Link>
            </dd>
          </>
        )}
        {t.stores.length > 0 && (
          <>
            <dt className="text-cocoa-soft">
              {t.stores.length === 1 ? m.support_staff_store() : m.support_staff_stores()}
            </dt>
            <dd className="text-cocoa">{t.stores.map((s) => s.name).join(', ')}</dd>
          </>
        )}
        <dt className="text-cocoa-soft">{m.support_staff_opened()}</dt>
        <dd className="text-cocoa">
          <time dateTime={t.createdAt} title={formatDate(t.createdAt, 'date-time')}>
            {formatDate(t.createdAt, 'relative')}
          </time>
        </dd>
      </dl>
      <div className="mt-8 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="min-w-0 space-y-6">
          <TicketThread messages={t.messages} viewer="staff" />
          <TicketReplyForm key={t.id} ticket={t} onSent={onChanged} />
        </div>
        <aside className="lg:sticky lg:top-6">
          <TicketSidePanel ticket={t} readerId={readerId} onChanged={onChanged} />
        </aside>
      </div>
    </>
  );
}
