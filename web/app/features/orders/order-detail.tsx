import { formatDate, orderWords, type TOrderDetail } from '@upahar/contract';
import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { buttonClass, FormAlert, ui } from '~/components/form';
import { ArrowLeft, MessagesSquare, PackageSearch } from '~/components/icon';
import { CancelDialog } from './cancel-dialog';
import { ComplaintsSection } from './complaints-section';
import { FeedbackSection } from './feedback-form';
import { paymentReturnNotice } from './order-format';
import { OrderItems } from './order-items';
import { OrderParts } from './order-parts';
import { DeliveryFacts, MoneySummary, PaymentFacts, RefundedAfterDelivery } from './order-summary';
import { Panel } from './panel';
import { PayNowButton } from './pay-now';
import { OrderStatusBadge } from './status-badge';
import { TimelineView } from './timeline-view';

/** /profile/orders/view-order/:id: the whole order and what the shopper may do with it now. */
export function OrderDetailPage({
  order,
  statusHint,
  payOnOpen,
}: {
  /** Null: no such order of this shopper's. */
  order: TOrderDetail | null;
  statusHint: string | null;
  payOnOpen: boolean;
}) {
  const revalidator = useRevalidator();
  // After an action the route's loader reads the order again: the page shows what the server holds.
  const refresh = () => void revalidator.revalidate();
  return (
    <OrderFrame>
      {order ? (
        <OrderView order={order} statusHint={statusHint} payOnOpen={payOnOpen} refresh={refresh} />
      ) : (
        <OrderNotFound />
      )}
    </OrderFrame>
  );
}

/** What the order page shows while its first load runs. */
export const OrderDetailLoading = () => (
  <OrderFrame>
    <DetailSkeleton />
  </OrderFrame>
);

function OrderFrame({ children }: { children: React.ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <Link to="/profile/orders" className={`${ui.link} inline-flex items-center gap-1.5 text-sm`}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        All orders
      </Link>
      {children}
    </div>
  );
}

function OrderView({
  order,
  statusHint,
  payOnOpen,
  refresh,
}: {
  order: TOrderDetail;
  statusHint: string | null;
  payOnOpen: boolean;
  refresh: () => void;
}) {
  // Cakes are baked by the bakery, flowers arranged by the florist: the words follow the lines.
  const words = orderWords(order.items.map((i) => i.kind));
  const notice = paymentReturnNotice(statusHint, order.paymentStatus, words.place);
  // A refused action whose button is gone after the refresh (e.g. "…already being prepared and
  // can no longer be cancelled") is still explained here.
  const [refused, setRefused] = useState<string | null>(null);
  const count = order.itemCount;
  // Several stores: each part shows its own lines, progress and cancel button.
  const split = order.parts.length > 1;
  const cancelled = () => {
    setRefused(null);
    refresh();
  };
  const stale = (message: string) => {
    setRefused(message);
    refresh();
  };
  return (
    <>
      <header className="mt-4 flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className={ui.heading}>Order {order.number}</h1>
          <p className="mt-1 text-cocoa-soft">
            Placed <time dateTime={order.placedAt}>{formatDate(order.placedAt, 'date-time')}</time> · {count}{' '}
            {count === 1 ? 'item' : 'items'}
          </p>
        </div>
        <div className="pt-1 [&>span]:px-3 [&>span]:py-1 [&>span]:text-sm">
          <OrderStatusBadge status={order.status} />
        </div>
      </header>

      {notice && (
        <FormAlert tone={notice.tone} className="mt-5">
          {notice.text}
        </FormAlert>
      )}
      {refused && (
        <FormAlert tone="error" className="mt-5">
          {refused}
        </FormAlert>
      )}
      {order.status === 'cancelled' && (
        <FormAlert tone="info" className="mt-5">
          <p className="font-semibold">This order was cancelled.</p>
          {order.cancelReason && <p>Reason: {order.cancelReason}</p>}
        </FormAlert>
      )}

      {/* On a phone the payment and delivery cards follow the items (Pay now stays near the top);
          on a wide screen they sit in a sticky column beside everything else. */}
      <div className="mt-6 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_23rem] lg:grid-rows-[auto_1fr]">
        <div className="lg:col-start-1">
          {split ? (
            <OrderParts order={order} onCancelled={cancelled} onStale={stale} />
          ) : (
            <Panel title="What you ordered" id="items-title">
              <OrderItems items={order.items} canReview={order.status === 'delivered'} />
            </Panel>
          )}
        </div>
        <aside
          className="space-y-6 lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1"
          aria-label="Order summary"
        >
          <Panel title="Payment" id="payment-title">
            <MoneySummary order={order} />
            <div className="mt-4 space-y-4 border-t border-line pt-4">
              <PaymentFacts order={order} />
              <RefundedAfterDelivery parts={order.parts} />
              {order.canPay && (
                <div className="[&>button]:w-full">
                  <PayNowButton
                    orderId={order.orderId}
                    number={order.number}
                    size="md"
                    autoOpen={payOnOpen}
                    onSettled={refresh}
                  />
                </div>
              )}
            </div>
          </Panel>
          <Panel title="Delivery" id="delivery-title">
            <DeliveryFacts order={order} />
          </Panel>
          {order.canCancel && (
            <section
              aria-label="Cancel this order"
              className="rounded-3xl border border-line bg-cream-deep/60 p-5"
            >
              <p className="mb-3 text-sm text-cocoa-soft">
                {split
                  ? 'Plans changed? You can cancel the whole order until a store starts preparing its part.'
                  : `Plans changed? You can cancel until ${words.place} starts preparing your order.`}
              </p>
              <CancelDialog order={order} onCancelled={cancelled} onStale={stale} />
            </section>
          )}
        </aside>
        <div className="space-y-6 lg:col-start-1">
          {!split && (
            <Panel title="Order progress" id="progress-title">
              <TimelineView order={order} seller={words.place} />
            </Panel>
          )}
          {(order.canFeedback || order.feedback) && (
            <Panel title="Your feedback" id="feedback-title">
              <FeedbackSection
                orderId={order.orderId}
                noun={words.noun}
                plural={words.pronoun === 'them'}
                feedback={order.feedback}
                onSaved={refresh}
              />
            </Panel>
          )}
          {(order.canComplain || order.complaints.length > 0) && (
            <ComplaintsSection order={order} onFiled={refresh} />
          )}
          <Panel title="A question about this order?" id="help-title">
            <p className="text-cocoa-soft">
              {words.hasCake ? 'Changing the message on the cake' : 'A change to what you ordered'}, a
              payment, the delivery: write to us and follow the answer in your support tickets.
            </p>
            <Link
              to={`/profile/tickets/new?order=${encodeURIComponent(order.orderId)}`}
              className={buttonClass('secondary', 'mt-4')}
            >
              <MessagesSquare aria-hidden="true" className="size-4" />
              Open a support ticket
            </Link>
          </Panel>
        </div>
      </div>
    </>
  );
}

function OrderNotFound() {
  return (
    <div className="mt-6 flex flex-col items-center rounded-3xl border border-line bg-white px-6 py-12 text-center shadow-soft">
      <span className="grid size-20 place-items-center rounded-full bg-berry-soft text-berry">
        <PackageSearch aria-hidden="true" className="size-9" />
      </span>
      <h1 className="mt-5 font-display text-2xl font-semibold">We could not find this order</h1>
      <p className="mt-2 max-w-sm text-cocoa-soft">
        The link may be mistyped, or the order belongs to another account. Your own orders are all in one
        place.
      </p>
      <Link to="/profile/orders" className={buttonClass('primary', 'mt-6')}>
        Back to your orders
      </Link>
    </div>
  );
}

function DetailSkeleton() {
  const block = 'animate-pulse rounded-3xl border border-line bg-white shadow-soft';
  return (
    <div role="status">
      <span className="sr-only">Loading your order</span>
      <div className="mt-4 h-8 w-56 animate-pulse rounded-full bg-cream-deep" />
      <div className="mt-3 h-4 w-72 animate-pulse rounded-full bg-cream-deep" />
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_23rem]">
        <div className="space-y-6">
          <div className={`${block} h-64`} />
          <div className={`${block} h-72`} />
        </div>
        <div className="space-y-6">
          <div className={`${block} h-64`} />
          <div className={`${block} h-56`} />
        </div>
      </div>
    </div>
  );
}
