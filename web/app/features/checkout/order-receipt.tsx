import {
  formatDate,
  formatNumber,
  formatSlot,
  PAYMENT_METHOD_NAMES,
  priceSplitSum,
  priceSplitText,
  type TOrderDetail,
} from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import type { ReactNode } from 'react';
import { CalendarDays, CreditCard, MapPin, Phone, Truck } from '~/components/icon';
import { Thumb } from '~/components/thumb/thumb';
import { formatPhone } from '~/features/address';
import { usePrice } from '~/features/currency';
import { deliveryLabel } from '~/features/orders';
import { paymentStatusLabel } from './payment-logic';

/** What was ordered, where and when it goes, and how it is paid: the order as the server keeps it. */
export function OrderReceipt({ order }: { order: TOrderDetail }) {
  const price = usePrice();
  const status = paymentStatusLabel(order.paymentMethod, order.paymentStatus);
  // Amounts are the order's own, as the server priced them; zero lines are left out, except the total.
  const totals: { label: string; amount: number; minus?: boolean }[] = [
    { label: m.checkout_subtotal(), amount: order.subtotal },
    { label: deliveryLabel(order.deliveryMethod.name), amount: order.deliveryTotal },
    {
      label: order.couponCode ? m.checkout_coupon_line({ code: order.couponCode }) : m.checkout_discount(),
      amount: order.discount,
      minus: true,
    },
    { label: m.checkout_credit_used(), amount: order.credit, minus: true },
  ].filter((t) => t.amount !== 0);

  return (
    <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <section
        aria-labelledby="items-title"
        className="rounded-3xl border border-line bg-white p-4 shadow-soft sm:p-6"
      >
        <h2 id="items-title" className="font-display text-xl font-semibold">
          {m.checkout_what_you_ordered()}
        </h2>
        <ul className="mt-3 divide-y divide-line">
          {order.items.map((i) => (
            <li key={i.id} className="flex gap-3 py-3">
              <Thumb
                src={i.image}
                size={64}
                className="size-16 shrink-0 rounded-2xl"
                iconClassName="size-5"
                eager
              />
              <div className="min-w-0 flex-1">
                <p className="font-medium text-cocoa">
                  {i.name}
                  {i.isGift && (
                    <span className="ml-2 rounded-full bg-success-soft px-2 py-0.5 text-xs text-success">
                      {m.checkout_free_gift()}
                    </span>
                  )}
                </p>
                {i.optionsLabel && <p className="text-sm text-cocoa-soft">{i.optionsLabel}</p>}
                {i.message && (
                  <p className="text-sm text-cocoa-soft">{m.checkout_message({ message: i.message })}</p>
                )}
                {i.split && (
                  <p className="text-sm font-medium text-berry" data-testid="price-split">
                    {priceSplitText(i.split, price)}
                  </p>
                )}
                <p className="text-sm text-cocoa-soft tabular-nums">
                  {i.split
                    ? priceSplitSum(i.split, price)
                    : `${price(i.unitPrice)} × ${formatNumber(i.quantity)}`}
                </p>
              </div>
              <p className="shrink-0 font-semibold tabular-nums">{price(i.total)}</p>
            </li>
          ))}
        </ul>
        <dl className="mt-2 space-y-1.5 border-t border-line pt-3 text-cocoa-soft">
          {totals.map((t) => (
            <div key={t.label} className="flex justify-between gap-4">
              <dt>{t.label}</dt>
              <dd className={`tabular-nums ${t.minus ? 'font-medium text-success' : 'text-cocoa'}`}>
                {t.minus ? '−' : ''}
                {price(Math.abs(t.amount))}
              </dd>
            </div>
          ))}
          <div className="flex justify-between gap-4 border-t border-line pt-2 text-lg font-semibold text-cocoa">
            <dt>{m.checkout_total()}</dt>
            <dd className="tabular-nums">{price(order.total)}</dd>
          </div>
        </dl>
      </section>

      <section
        aria-labelledby="delivery-title"
        className="space-y-4 rounded-3xl border border-line bg-white p-4 shadow-soft sm:p-6"
      >
        <h2 id="delivery-title" className="font-display text-xl font-semibold">
          {m.checkout_delivery_and_payment()}
        </h2>
        <dl className="space-y-3">
          <Fact icon={<CalendarDays className="size-4" />} label={m.checkout_title_delivery()}>
            {formatDate(order.deliveryDate, 'day', { bs: true })}
            {order.slotLabel && `, ${formatSlot(order.slotLabel)}`}
          </Fact>
          <Fact icon={<Truck className="size-4" />} label={m.checkout_fact_method()}>
            {order.deliveryMethod.name}
          </Fact>
          <Fact icon={<MapPin className="size-4" />} label={m.checkout_recap_address()}>
            <span className="block font-medium">{order.address.alias}</span>
            <span className="block">{order.address.receiverName}</span>
            {order.address.landmark && (
              <span className="block text-cocoa-soft">{order.address.landmark}</span>
            )}
            <span className="block text-cocoa-soft">{order.address.locationName}</span>
          </Fact>
          <Fact icon={<Phone className="size-4" />} label={m.checkout_fact_phone()}>
            {formatPhone(order.address.phoneNumber)}
          </Fact>
          <Fact icon={<CreditCard className="size-4" />} label={m.checkout_title_payment()}>
            {PAYMENT_METHOD_NAMES[order.paymentMethod]}
            {status && <span className="text-cocoa-soft"> · {status}</span>}
          </Fact>
        </dl>
        {order.note && (
          <p className="rounded-2xl bg-cream px-3 py-2 text-sm text-cocoa">
            <span className="font-medium">{m.checkout_your_note()}</span> {order.note}
          </p>
        )}
      </section>
    </div>
  );
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex items-start gap-2.5">
      <span aria-hidden="true" className="mt-0.5 shrink-0 text-berry">
        {icon}
      </span>
      <div className="min-w-0">
        <dt className="text-xs font-semibold tracking-wide text-cocoa-soft uppercase">{label}</dt>
        <dd className="text-cocoa wrap-anywhere">{children}</dd>
      </div>
    </div>
  );
}
