import { formatDate, formatNumber, orderWords, type TOrderDetail } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { buttonClass, FormAlert, ui } from '~/components/form';
import { ArrowLeft, MessagesSquare, PackageSearch } from '~/components/icon';
import { CancelDialog } from './cancel-dialog';
import { CancelRefunds } from './cancel-refunds';
import { ComplaintsSection } from './complaints-section';
import { DeliveryProofView } from './delivery-proof';
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
        {m.orders_all_orders()}
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
          <h1 className={ui.heading}>{m.orders_order_number({ number: order.number })}</h1>
          <p className="mt-1 text-cocoa-soft">
            {m.orders_placed_at()}
            <time dateTime={order.placedAt}>{formatDate(order.placedAt, 'date-time')}</time>
            {m.orders_item_count({ count: formatNumber(count) })}
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
          <p className="font-semibold">{m.orders_was_cancelled()}</p>
          {order.cancelReason && <p>{m.orders_reason({ reason: order.cancelReason })}</p>}
        </FormAlert>
      )}

      {/* On a phone the payment and delivery cards follow the items (Pay now stays near the top);
          on a wide screen they sit in a sticky column beside everything else. */}
      <div className="mt-6 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_23rem] lg:grid-rows-[auto_1fr]">
        <div className="lg:col-start-1">
          {split ? (
            <OrderParts order={order} onCancelled={cancelled} onStale={stale} />
          ) : (
            <Panel title={m.orders_what_you_ordered()} id="items-title">
              <OrderItems items={order.items} canReview={order.status === 'delivered'} />
            </Panel>
          )}
        </div>
        <aside
          className="space-y-6 lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1"
          aria-label={m.orders_order_summary()}
        >
          <Panel title={m.orders_payment()} id="payment-title">
            <MoneySummary order={order} />
            <div className="mt-4 space-y-4 border-t border-line pt-4">
              <PaymentFacts order={order} />
              <RefundedAfterDelivery parts={order.parts} />
              <CancelRefunds parts={order.parts} />
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
          <Panel title={m.orders_delivery()} id="delivery-title">
            <DeliveryFacts order={order} />
          </Panel>
          {order.canCancel && (
            <section
              aria-label={m.orders_cancel_this_order()}
              className="rounded-3xl border border-line bg-cream-deep/60 p-5"
            >
              <p className="mb-3 text-sm text-cocoa-soft">
                {split ? m.orders_cancel_until_split() : m.orders_cancel_until({ place: words.place })}
              </p>
              <CancelDialog order={order} onCancelled={cancelled} onStale={stale} />
            </section>
          )}
        </aside>
        <div className="space-y-6 lg:col-start-1">
          {!split && order.parts[0]?.proof && (
            <Panel title={m.proof_heading()} id="proof-title">
              <DeliveryProofView proof={order.parts[0].proof} />
            </Panel>
          )}
          {!split && (
            <Panel title={m.orders_progress()} id="progress-title">
              <TimelineView order={order} seller={words.place} />
            </Panel>
          )}
          {(order.canFeedback || order.feedback) && (
            <Panel title={m.orders_your_feedback()} id="feedback-title">
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
          <Panel title={m.orders_question()} id="help-title">
            <p className="text-cocoa-soft">
              {words.hasCake ? m.orders_question_cake() : m.orders_question_other()}
            </p>
            <Link
              to={`/profile/tickets/new?order=${encodeURIComponent(order.orderId)}`}
              className={buttonClass('secondary', 'mt-4')}
            >
              <MessagesSquare aria-hidden="true" className="size-4" />
              {m.orders_open_ticket()}
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
      <h1 className="mt-5 font-display text-2xl font-semibold">{m.orders_not_found()}</h1>
      <p className="mt-2 max-w-sm text-cocoa-soft">{m.orders_not_found_text()}</p>
      <Link to="/profile/orders" className={buttonClass('primary', 'mt-6')}>
        {m.orders_back_to_orders()}
      </Link>
    </div>
  );
}

function DetailSkeleton() {
  const block = 'animate-pulse rounded-3xl border border-line bg-white shadow-soft';
  return (
    <div role="status">
      <span className="sr-only">{m.orders_loading_order()}</span>
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
