import { formatDate, formatNumber, formatPrice, formatSlot } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { type ReactNode, useState } from 'react';
import { CalendarClock, ChevronDown, CreditCard, UserRound } from '~/components/icon';
import { Thumb } from '~/components/thumb/thumb';
import { OrderItemChoices, OrderStatusBadge } from '~/features/orders';
import { OrderDetails } from './order-details';
import { paymentText } from './order-moves';
import { OrderMovesBar } from './order-moves-bar';
import type { TDashboardOrder } from './staff-orders-api';
import { useOrderCard } from './use-order-card';

// Amounts in NPR whatever currency the visitor picked: the store is paid in rupees.

/** One received order: who, what, when, paid how, where it stands, and the next allowed moves. */
export function DashboardOrderCard({
  order,
  onChange,
}: {
  order: TDashboardOrder;
  onChange: (order: TDashboardOrder) => void;
}) {
  const card = useOrderCard(order, onChange);
  const [open, setOpen] = useState(false);
  const headingId = `dash-order-${order.partId}`;
  const detailsId = `${headingId}-details`;

  function toggle() {
    const next = !open;
    setOpen(next);
    if (next && card.detail.status === 'idle') void card.loadDetail();
  }

  return (
    <article aria-labelledby={headingId} className="rounded-3xl border border-line bg-white shadow-soft">
      <div className="flex gap-4 p-4 sm:p-5">
        <div className="hidden size-20 shrink-0 overflow-hidden rounded-2xl bg-cream-deep sm:block">
          <Thumb src={order.image} size={80} className="size-full" iconClassName="size-7" />
        </div>
        <div className="min-w-0 flex-1 space-y-2">
          <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
            <div className="min-w-0">
              <h2 id={headingId} className="font-sans text-base font-semibold text-cocoa sm:text-lg">
                {m.orders_order_number({ number: order.number })}
              </h2>
              <p className="text-sm text-cocoa-soft">
                {m.orders_placed_at()}
                <time dateTime={order.placedAt}>{formatDate(order.placedAt, 'date-time')}</time>
                {' · '}
                <span className="font-medium text-cocoa">{order.storeName}</span>
              </p>
              {order.partCount > 1 && (
                <p className="mt-1 inline-flex rounded-full bg-cream-deep px-2.5 py-0.5 text-xs font-medium text-cocoa">
                  {m.orders_part_of_order({
                    number: order.orderNumber,
                    count: formatNumber(order.partCount),
                  })}
                </p>
              )}
            </div>
            <div className="flex items-center gap-3">
              <OrderStatusBadge status={order.status} viewer="staff" />
              <p className="text-lg font-semibold whitespace-nowrap text-cocoa">{formatPrice(order.total)}</p>
            </div>
          </div>
          <OrderLines order={order} />
          <ul className="grid gap-1 text-sm text-cocoa sm:grid-cols-3 sm:gap-3">
            <Fact Icon={UserRound} label={m.orders_customer()}>
              {order.customerName}
            </Fact>
            <Fact Icon={CalendarClock} label={m.orders_delivery()}>
              {formatDate(order.deliveryDate, 'day')}
              {order.slotLabel && <span className="text-cocoa-soft"> · {formatSlot(order.slotLabel)}</span>}
            </Fact>
            <Fact Icon={CreditCard} label={m.orders_payment()}>
              {paymentText(order)}
            </Fact>
          </ul>
        </div>
      </div>

      <OrderMovesBar order={order} card={card} headingId={headingId} />

      <div className="border-t border-line">
        <button
          id={`${headingId}-toggle`}
          type="button"
          aria-expanded={open}
          aria-controls={detailsId}
          aria-describedby={headingId}
          onClick={toggle}
          className="flex w-full items-center justify-between gap-2 rounded-b-3xl px-4 py-3 text-sm font-semibold text-berry hover:bg-berry-soft/50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-berry sm:px-5"
        >
          {m.orders_order_details()}
          <ChevronDown
            aria-hidden="true"
            className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`}
          />
        </button>
        <div id={detailsId} hidden={!open} className="px-4 pb-5 sm:px-5">
          {open && (
            <OrderDetails
              load={card.detail}
              onRetry={() => void card.loadDetail()}
              onChanged={card.replaceDetail}
            />
          )}
        </div>
      </div>
    </article>
  );
}

function Fact({ Icon, label, children }: { Icon: typeof UserRound; label: string; children: ReactNode }) {
  return (
    <li className="flex min-w-0 items-start gap-1.5">
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-berry" />
      <span className="min-w-0">
        <span className="sr-only">{m.orders_fact_label({ label })}</span>
        {children}
      </span>
    </li>
  );
}

/** Lines shown on a card before it is opened; the rest are named by count. */
const LINES_SHOWN = 4;

/** What to make: each line with its weight, flavour and options, and the message for the cake. */
function OrderLines({ order }: { order: TDashboardOrder }) {
  const shown = order.lines.slice(0, LINES_SHOWN);
  const more = order.lines.length - shown.length;
  return (
    <ul aria-label={m.orders_what_to_prepare()} className="space-y-1.5">
      {shown.map((line, i) => (
        // Lines have no id of their own here and never reorder: the position is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <li key={i} className="min-w-0">
          <p className="font-medium text-cocoa">
            {formatNumber(line.quantity)} × {line.name}
          </p>
          <OrderItemChoices item={line} />
        </li>
      ))}
      {more > 0 && (
        <li className="text-sm text-cocoa-soft">{m.orders_more_lines({ count: formatNumber(more) })}</li>
      )}
    </ul>
  );
}
