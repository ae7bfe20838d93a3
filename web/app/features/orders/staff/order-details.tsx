import {
  formatNumber,
  formatPrice,
  ORDER_STATUS_LABEL,
  type TDashboardOrderDetail,
  type TDeliveryProof,
} from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import type { ReactNode } from 'react';
import { buttonClass, FormAlert } from '~/components/form';
import { Gift, MapPin, Phone, StickyNote } from '~/components/icon';
import { DeliveryProofView, deliveryLabel, OrderItemChoices, TimelineView } from '~/features/orders';
import { useSession } from '~/features/session';
import { GiftCardBlock } from './gift-card-block';
import { OrderComplaints } from './order-complaints';
import { PhotoReview } from './photo-review';
import { MoneyBack } from './refund-part';
import type { DetailLoad } from './use-order-card';

/**
 * The opened part of a card: what to bake, where it goes, what the customer asked, and its
 * history; after delivery, money given back and the complaints (admins act on them).
 */
export function OrderDetails({
  load,
  onRetry,
  onChanged,
}: {
  load: DetailLoad;
  onRetry: () => void;
  onChanged: (order: TDashboardOrderDetail) => void;
}) {
  const { user } = useSession();
  if (load.status === 'idle' || load.status === 'loading') {
    return (
      <div role="status" className="grid animate-pulse gap-4 md:grid-cols-2">
        <span className="sr-only">{m.orders_loading_details()}</span>
        <div className="h-28 rounded-2xl bg-cream-deep" />
        <div className="h-28 rounded-2xl bg-cream-deep" />
      </div>
    );
  }
  if (load.status === 'error') {
    return (
      <div className="space-y-3">
        <FormAlert tone="error">{load.message}</FormAlert>
        <button type="button" className={buttonClass('secondary', '', 'sm')} onClick={onRetry}>
          {m.orders_try_again()}
        </button>
      </div>
    );
  }
  const o = load.order;
  const part = o.parts.find((p) => p.partId === o.partId);
  return (
    <div className="grid gap-5 md:grid-cols-[3fr_2fr]">
      <div className="space-y-5">
        <Block title={m.orders_items()}>
          <ul className="divide-y divide-line">
            {o.items.map((item) => (
              <li key={item.id} className="flex justify-between gap-3 py-2 first:pt-0 last:pb-0">
                <div className="min-w-0 space-y-0.5">
                  <p className="font-semibold text-cocoa">
                    {formatNumber(item.quantity)} × {item.name}
                    {item.isGift && (
                      <span className="ml-2 inline-flex items-center gap-1 rounded-full bg-berry-soft px-2 py-0.5 align-middle text-xs text-berry-dark">
                        <Gift aria-hidden="true" className="size-3" />
                        {m.orders_gift()}
                      </span>
                    )}
                  </p>
                  <OrderItemChoices item={item} />
                  {item.photo && (
                    <PhotoReview
                      partId={o.partId}
                      itemId={item.id}
                      name={item.name}
                      photo={item.photo}
                      onReviewed={onRetry}
                    />
                  )}
                  <p className="text-xs text-cocoa-soft">{item.storeName}</p>
                </div>
                <p className="shrink-0 font-medium text-cocoa">{formatPrice(item.total)}</p>
              </li>
            ))}
          </ul>
          <dl className="mt-3 space-y-1 border-t border-line pt-2">
            {moneyLines(o).map((l) => (
              <div
                key={l.label}
                className={`flex justify-between gap-3 ${l.strong ? 'font-semibold text-cocoa' : 'text-cocoa-soft'}`}
              >
                <dt>{l.label}</dt>
                <dd>{l.text}</dd>
              </div>
            ))}
          </dl>
        </Block>
        {(o.mayRefund || o.refundedPaisa > 0) && (
          <Block title={m.orders_money_given_back()}>
            <MoneyBack order={o} onChanged={onChanged} />
          </Block>
        )}
        {proofOf(o) && (
          <Block title={m.proof_heading()}>
            <DeliveryProofView proof={proofOf(o) as TDeliveryProof} compact />
          </Block>
        )}
        {o.complaints.length > 0 && (
          <Block title={m.orders_complaints_count({ count: formatNumber(o.complaints.length) })}>
            <OrderComplaints order={o} admin={user?.role === 'admin'} onChanged={onChanged} />
          </Block>
        )}
        <Block title={m.orders_deliver_to()}>
          <address className="space-y-1 not-italic">
            <p className="font-semibold text-cocoa">
              {o.address.receiverName}
              {o.address.alias && <span className="font-normal text-cocoa-soft"> · {o.address.alias}</span>}
            </p>
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <Phone aria-hidden="true" className="size-4 text-berry" />
              {[o.address.phoneNumber, o.address.secondaryPhoneNumber].filter(Boolean).map((p) => (
                <a
                  key={p}
                  href={`tel:${p}`}
                  className="font-medium text-berry underline-offset-4 hover:underline"
                >
                  {p}
                </a>
              ))}
            </p>
            <p className="flex items-start gap-1.5 text-cocoa">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-berry" />
              <span>
                {o.address.locationName}
                {o.address.landmark && (
                  <span className="text-cocoa-soft">{m.orders_near({ landmark: o.address.landmark })}</span>
                )}
              </span>
            </p>
          </address>
        </Block>
        {part && (
          <Block title={m.gifting_card_block()}>
            <GiftCardBlock recipient={part.recipient} partId={o.partId} />
          </Block>
        )}
        <Block title={m.orders_order_note()}>
          {o.note ? (
            <p className="flex items-start gap-1.5 wrap-anywhere text-cocoa">
              <StickyNote aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-berry" />
              {o.note}
            </p>
          ) : (
            <p className="text-cocoa-soft">{m.orders_no_note()}</p>
          )}
        </Block>
        {o.parts.length > 1 && (
          <Block title={m.orders_all_parts({ number: o.orderNumber })}>
            <ul className="space-y-1">
              {o.parts.map((p) => (
                <li key={p.partId} className="flex flex-wrap justify-between gap-x-3">
                  <span className={p.partId === o.partId ? 'font-semibold text-cocoa' : 'text-cocoa'}>
                    {p.number} · {p.storeName}
                  </span>
                  <span className="text-cocoa-soft">
                    {ORDER_STATUS_LABEL[p.status]} · {formatPrice(p.total)}
                  </span>
                </li>
              ))}
            </ul>
          </Block>
        )}
        {o.cancelReason && (
          <Block title={m.orders_cancelled_because()}>
            <p className="wrap-anywhere text-danger">{o.cancelReason}</p>
          </Block>
        )}
      </div>
      <Block title={m.orders_timeline()}>
        <TimelineView order={o} viewer="staff" />
      </Block>
    </div>
  );
}

// The amounts exactly as the server charged them: nothing is added up here.
// A part of an order shared by several stores carries its share of delivery, discount and credit.
function moneyLines(o: TDashboardOrderDetail): { label: string; text: string; strong?: boolean }[] {
  const shared = o.partCount > 1;
  const delivery = deliveryLabel(o.deliveryMethod.name);
  const lines = [
    { label: shared ? m.orders_share({ label: delivery }) : delivery, text: formatPrice(o.deliveryTotal) },
  ];
  if (o.discount) lines.push({ label: m.orders_discount(), text: `− ${formatPrice(o.discount)}` });
  if (o.credit) lines.push({ label: m.orders_voucher_credit(), text: `− ${formatPrice(o.credit)}` });
  const total = {
    label: shared ? m.orders_total_of_part() : m.orders_total(),
    text: formatPrice(o.total),
    strong: true,
  };
  if (o.refundedPaisa === 0) return [...lines, total];
  return [...lines, total, { label: m.orders_given_back_after(), text: `− ${formatPrice(o.refundedPaisa)}` }];
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl bg-cream/70 p-4 text-sm">
      <h3 className="mb-2 font-sans text-xs font-semibold tracking-wide text-cocoa-soft uppercase">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** The proof of this store's part, once it was delivered with one. */
const proofOf = (o: TDashboardOrderDetail) => o.parts.find((p) => p.partId === o.partId)?.proof ?? null;
