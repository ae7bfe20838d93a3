import {
  formatDate,
  formatNumber,
  formatSlot,
  orderWords,
  type TOrderDetail,
  type TOrderPart,
} from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { Link } from 'react-router';
import { FormAlert } from '~/components/form';
import { CalendarClock, Store } from '~/components/icon';
import { usePrice } from '~/features/currency';
import { CancelDialog } from './cancel-dialog';
import { CancelRefundLine } from './cancel-refunds';
import { DeliveryProofView } from './delivery-proof';
import { peopleIn } from './order-format';
import { OrderItems } from './order-items';
import { RefundedAfterDelivery } from './order-summary';
import { RecipientNote } from './recipient-note';
import { OrderStatusBadge } from './status-badge';
import { TimelineView } from './timeline-view';

type Handlers = {
  onCancelled: (order: TOrderDetail) => void;
  onStale: (message: string) => void;
};

/**
 * An order several stores deliver: one card per store's part, each with its lines, its own
 * status and progress, its slot, what it costs, and its own cancel button while it may be.
 */
export function OrderParts({ order, ...handlers }: { order: TOrderDetail } & Handlers) {
  const people = peopleIn(order);
  return (
    <div className="space-y-6">
      <p className="rounded-2xl bg-cream-deep/60 px-4 py-3 text-sm text-cocoa">
        {people > 1
          ? m.gifting_parts_intro({ people: formatNumber(people), count: formatNumber(order.parts.length) })
          : m.orders_parts_intro({ count: formatNumber(order.parts.length) })}
      </p>
      {order.parts.map((part) => (
        <PartCard key={part.partId} order={order} part={part} {...handlers} />
      ))}
    </div>
  );
}

function PartCard({ order, part, ...handlers }: { order: TOrderDetail; part: TOrderPart } & Handlers) {
  const price = usePrice();
  const id = `part-${part.partId}`;
  const items = order.items.filter((i) => i.partId === part.partId);
  // "From <store>", the store's link wherever the language puts the name.
  const fromStore = m.orders_from_store({ store: '\u0000' }).split('\u0000');
  return (
    <section aria-labelledby={id} className="rounded-3xl border border-line bg-white p-5 shadow-soft sm:p-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={id} className="flex items-center gap-2 font-display text-lg font-semibold text-cocoa">
            <Store aria-hidden="true" className="size-5 shrink-0 text-berry" />
            <span>
              {fromStore[0]}
              <Link to={`/store/${encodeURIComponent(part.storeSlug)}`} className="hover:text-berry-dark">
                {part.storeName}
              </Link>
              {fromStore[1]}
            </span>
          </h2>
          <p className="mt-1 text-sm text-cocoa-soft">
            {m.orders_part({ number: part.number, amount: price(part.total) })}
          </p>
        </div>
        <OrderStatusBadge status={part.status} />
      </header>
      {part.status === 'cancelled' && (
        <FormAlert tone="info" className="mt-4">
          <p className="font-semibold">{m.orders_part_cancelled()}</p>
          {part.cancelReason && <p>{m.orders_reason({ reason: part.cancelReason })}</p>}
          {part.refund ? (
            <CancelRefundLine part={part} />
          ) : (
            part.paymentStatus === 'refund_due' && (
              <p>{m.orders_part_refunded({ amount: price(part.total) })}</p>
            )
          )}
        </FormAlert>
      )}
      {part.status === 'delivered' && part.refundedPaisa > 0 && (
        <div className="mt-4">
          <RefundedAfterDelivery parts={[part]} />
        </div>
      )}
      {part.proof && (
        <div className="mt-4 rounded-2xl border border-line p-4">
          <h3 className="mb-3 text-sm font-semibold text-cocoa">{m.proof_heading()}</h3>
          <DeliveryProofView proof={part.proof} />
        </div>
      )}
      <div className="mt-4">
        <OrderItems items={items} canReview={part.status === 'delivered'} showStore={false} />
      </div>
      <p className="mt-4 flex items-center gap-1.5 border-t border-line pt-4 text-sm text-cocoa">
        <CalendarClock aria-hidden="true" className="size-4 shrink-0 text-berry" />
        <span className="sr-only">{m.orders_delivery_sr()}</span>
        {formatDate(part.deliveryDate, 'day', { bs: true })}
        {part.slotLabel && <span className="text-cocoa-soft"> · {formatSlot(part.slotLabel)}</span>}
      </p>
      <RecipientNote recipient={part.recipient} showWho={peopleIn(order) > 1} />
      <details className="group mt-4 rounded-2xl bg-cream/60 px-4 py-3">
        <summary className="cursor-pointer text-sm font-semibold text-berry focus-visible:outline-2 focus-visible:outline-berry">
          {m.orders_part_progress()}
        </summary>
        <div className="mt-4">
          <TimelineView order={part} seller={orderWords(items.map((i) => i.kind)).place} />
        </div>
      </details>
      {part.canCancel && order.parts.some((p) => p.partId !== part.partId && p.status !== 'cancelled') && (
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-cocoa-soft">{m.orders_cancel_part_hint()}</p>
          <CancelDialog order={order} part={part} {...handlers} />
        </div>
      )}
    </section>
  );
}
