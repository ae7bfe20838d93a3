import {
  formatDate,
  formatNumber,
  formatSlot,
  PAYMENT_METHOD_NAMES,
  type TOrderDetail,
  type TOrderPart,
} from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import type { ReactNode } from 'react';
import { CalendarClock, MapPin, Phone, StickyNote, Truck, User } from '~/components/icon';
import { usePrice } from '~/features/currency';
import { moneyLines, peopleIn } from './order-format';
import { RecipientNote } from './recipient-note';
import { PaymentBadge } from './status-badge';

/** Money lines exactly as the server computed them (prices are never re-done here). */
export function MoneySummary({ order }: { order: TOrderDetail }) {
  const price = usePrice();
  return (
    <dl className="space-y-2 text-sm">
      {moneyLines(order).map((l) => (
        <div
          key={l.key}
          className={`flex justify-between gap-4 ${l.strong ? 'mt-3 border-t border-line pt-3 text-base font-semibold text-cocoa' : 'text-cocoa-soft'}`}
        >
          <dt>{l.label}</dt>
          <dd className={`whitespace-nowrap ${l.sign < 0 ? 'text-success' : l.strong ? '' : 'text-cocoa'}`}>
            {l.key === 'delivery' && l.amount === 0
              ? m.orders_free()
              : `${l.sign < 0 ? '− ' : ''}${price(l.amount)}`}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function PaymentFacts({ order }: { order: TOrderDetail }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
      <span className="text-cocoa">
        <span className="text-cocoa-soft">{m.orders_payment_label()}</span>
        {PAYMENT_METHOD_NAMES[order.paymentMethod]}
      </span>
      <PaymentBadge order={order} />
    </div>
  );
}

/** Money given back after delivery (a refund of the part, settled complaints); nothing when none. */
export function RefundedAfterDelivery({ parts }: { parts: readonly TOrderPart[] }) {
  const price = usePrice();
  const refunded = parts.reduce((sum, p) => sum + (p.status === 'delivered' ? p.refundedPaisa : 0), 0);
  if (refunded <= 0) return null;
  return (
    <p className="rounded-2xl bg-success-soft/70 px-3 py-2 text-sm font-semibold text-success">
      {m.orders_refunded_after({ amount: price(refunded) })}
    </p>
  );
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    // A definition list's group holds only its dt and dd: the icon rides in the term, set aside.
    <div className="relative min-w-0 pl-7">
      <dt className="text-xs font-semibold tracking-wide text-cocoa-soft uppercase">
        <span className="absolute top-0.5 left-0 text-berry">{icon}</span>
        {label}
      </dt>
      <dd className="mt-0.5 wrap-anywhere text-cocoa">{children}</dd>
    </div>
  );
}

/** How, when and where it is delivered (the address as it was when the order was placed). */
export function DeliveryFacts({ order }: { order: TOrderDetail }) {
  const a = order.address;
  const icon = 'size-4';
  // An order to several people: these facts are the first person's, so the panel says so.
  const people = peopleIn(order);
  return (
    <>
      {people > 1 && (
        <p className="mb-4 rounded-2xl bg-cream-deep/60 px-3 py-2 text-sm text-cocoa">
          {m.gifting_first_delivery_facts({ name: a.receiverName, people: formatNumber(people) })}
        </p>
      )}
      <dl className="space-y-4 text-sm">
        <Fact icon={<Truck aria-hidden="true" className={icon} />} label={m.orders_delivery_method()}>
          {order.deliveryMethod.name}
        </Fact>
        <Fact icon={<CalendarClock aria-hidden="true" className={icon} />} label={m.orders_delivery_date()}>
          {formatDate(order.deliveryDate, 'day', { bs: true })}
          {order.slotLabel && <span className="text-cocoa-soft"> · {formatSlot(order.slotLabel)}</span>}
        </Fact>
        <Fact icon={<MapPin aria-hidden="true" className={icon} />} label={m.orders_address()}>
          <span className="font-medium">{a.alias}</span>, {a.locationName}
          {a.landmark && <span className="block text-cocoa-soft">{a.landmark}</span>}
        </Fact>
        <Fact icon={<User aria-hidden="true" className={icon} />} label={m.orders_receiver()}>
          {a.receiverName}
        </Fact>
        <Fact icon={<Phone aria-hidden="true" className={icon} />} label={m.orders_phone()}>
          {a.phoneNumber}
          {a.secondaryPhoneNumber && <span className="text-cocoa-soft"> · {a.secondaryPhoneNumber}</span>}
        </Fact>
        {order.parts.length === 1 && <RecipientNote recipient={order.parts[0].recipient} showWho={false} />}
        {order.note && (
          <Fact icon={<StickyNote aria-hidden="true" className={icon} />} label={m.orders_your_note()}>
            {order.note}
          </Fact>
        )}
      </dl>
    </>
  );
}
