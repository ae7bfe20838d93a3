import type { TOrderCard } from '@upahar/contract';
import { formatDate, formatNumber, formatSlot } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { Link } from 'react-router';
import { CalendarClock, ChevronRight } from '~/components/icon';
import { Thumb } from '~/components/thumb/thumb';
import { usePrice } from '~/features/currency';
import { needsPayment } from './order-format';
import { PayNowButton } from './pay-now';
import { OrderStatusBadge, PaymentBadge } from './status-badge';

const orderHref = (orderId: string) => `/profile/orders/view-order/${encodeURIComponent(orderId)}`;

/** One order in the list: what it was (first item), when it comes, what it cost, where it stands. */
export function OrderCard({ order, eager = false }: { order: TOrderCard; eager?: boolean }) {
  const price = usePrice();
  const headingId = `order-${order.orderId}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex gap-4 rounded-3xl border border-line bg-white p-4 shadow-soft transition hover:shadow-lifted sm:gap-5 sm:p-5"
    >
      <div className="size-16 shrink-0 overflow-hidden rounded-2xl bg-cream-deep sm:size-28">
        <Thumb src={order.image} size={112} className="size-full" iconClassName="size-8" eager={eager} />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
          <div className="min-w-0">
            <h2
              id={headingId}
              className="font-sans text-base leading-snug font-semibold text-cocoa sm:text-lg"
            >
              <Link to={orderHref(order.orderId)} className="line-clamp-2 hover:text-berry-dark">
                {order.title}
              </Link>
            </h2>
            <p className="mt-0.5 text-sm text-cocoa-soft">
              {m.orders_card_order()}
              <span className="font-medium text-cocoa">{order.number}</span>
              {formatDate(order.placedAt, 'day') &&
                m.orders_card_placed({ date: formatDate(order.placedAt, 'day') })}
              {order.itemCount > 1 && m.orders_card_items({ count: formatNumber(order.itemCount) })}
              {order.partCount > 1 && m.orders_card_stores({ count: formatNumber(order.partCount) })}
            </p>
          </div>
          <p className="text-lg font-semibold whitespace-nowrap text-cocoa">{price(order.total)}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <OrderStatusBadge status={order.status} />
          <PaymentBadge order={order} />
        </div>
        <p className="flex items-center gap-1.5 text-sm text-cocoa">
          <CalendarClock aria-hidden="true" className="size-4 shrink-0 text-berry" />
          <span>
            <span className="sr-only">{m.orders_delivery_sr()}</span>
            {formatDate(order.deliveryDate, 'day', { bs: true })}
            {order.slotLabel && <span className="text-cocoa-soft"> · {formatSlot(order.slotLabel)}</span>}
          </span>
        </p>
        <div className="mt-1 flex flex-wrap items-center gap-3">
          {needsPayment(order) && <PayNowButton orderId={order.orderId} number={order.number} />}
          <Link
            to={orderHref(order.orderId)}
            className="inline-flex items-center gap-1 text-sm font-semibold text-berry hover:underline"
            aria-label={m.orders_view_order_label({ number: order.number })}
          >
            {m.orders_view_order()}
            <ChevronRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </div>
    </article>
  );
}

export function OrderCardSkeleton() {
  return (
    <div className="flex animate-pulse gap-4 rounded-3xl border border-line bg-white p-4 shadow-soft sm:gap-5 sm:p-5">
      <div className="size-16 shrink-0 rounded-2xl bg-cream-deep sm:size-28" />
      <div className="flex-1 space-y-3 pt-1">
        <div className="flex justify-between gap-4">
          <div className="h-4 w-1/2 rounded-full bg-cream-deep" />
          <div className="h-4 w-16 rounded-full bg-cream-deep" />
        </div>
        <div className="h-3 w-1/3 rounded-full bg-cream-deep" />
        <div className="flex gap-2">
          <div className="h-5 w-20 rounded-full bg-cream-deep" />
          <div className="h-5 w-24 rounded-full bg-cream-deep" />
        </div>
        <div className="h-3 w-40 rounded-full bg-cream-deep" />
      </div>
    </div>
  );
}
