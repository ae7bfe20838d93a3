import { formatDate, formatNumber, formatSlot, type TDashboardOrderDetail } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { Link } from 'react-router';
import { buttonClass } from '~/components/form';
import { Printer } from '~/components/icon';
import { fetchDashboardOrder } from './staff-orders-api';

export const loadDeliverySlip = (partId: string, signal?: AbortSignal) => fetchDashboardOrder(partId, signal);

/**
 * The paper that travels with a part: who gets it, where and when, what is in it and the card.
 * It never shows a price (the recipient may see it at the door), and names the sender only when
 * they did not ask to stay a surprise.
 */
export function DeliverySlip({ order }: { order: TDashboardOrderDetail }) {
  const part = order.parts.find((p) => p.partId === order.partId);
  const r = part?.recipient;
  const a = order.address;
  return (
    <article className="mx-auto max-w-xl space-y-5 rounded-3xl border border-line bg-white p-5 shadow-soft print:border-0 print:shadow-none sm:p-8">
      <header className="flex items-center justify-between gap-3">
        <h1 className="font-display text-2xl font-semibold">
          {m.gifting_slip_title({ number: order.number })}
        </h1>
        <button
          type="button"
          onClick={() => window.print()}
          className={buttonClass('secondary', 'print:hidden', 'sm')}
        >
          <Printer aria-hidden="true" className="size-4" /> {m.gifting_slip_print()}
        </button>
      </header>
      <section aria-label={m.gifting_slip_to()}>
        <h2 className="text-xs font-semibold tracking-wide text-cocoa-soft uppercase">
          {m.gifting_slip_to()}
        </h2>
        <p className="text-lg font-semibold text-cocoa">{a.receiverName}</p>
        <p>{[a.phoneNumber, a.secondaryPhoneNumber].filter(Boolean).join(' · ')}</p>
        <p>
          {a.locationName}
          {a.landmark && <span className="text-cocoa-soft">{m.orders_near({ landmark: a.landmark })}</span>}
        </p>
      </section>
      <section aria-label={m.gifting_slip_when()}>
        <h2 className="text-xs font-semibold tracking-wide text-cocoa-soft uppercase">
          {m.gifting_slip_when()}
        </h2>
        <p>
          {formatDate(order.deliveryDate, 'day', { bs: true })} · {formatSlot(order.slotLabel)}
        </p>
      </section>
      <section aria-label={m.gifting_slip_items()}>
        <h2 className="text-xs font-semibold tracking-wide text-cocoa-soft uppercase">
          {m.gifting_slip_items()}
        </h2>
        <ul className="list-disc pl-5">
          {order.items.map((i) => (
            <li key={i.id}>
              {formatNumber(i.quantity)} × {i.name}
              {i.optionsLabel && <span className="text-cocoa-soft"> ({i.optionsLabel})</span>}
            </li>
          ))}
        </ul>
      </section>
      <section
        aria-label={m.gifting_card_block()}
        className="rounded-2xl border border-dashed border-berry/50 p-4"
      >
        <h2 className="text-xs font-semibold tracking-wide text-cocoa-soft uppercase">
          {m.gifting_card_block()}
        </h2>
        <p className="font-display text-lg whitespace-pre-line wrap-anywhere">
          {r?.giftMessage || m.gifting_no_card()}
        </p>
        <p className="mt-2 text-sm">
          {m.gifting_slip_from()}: {r?.hideSender ? m.gifting_slip_surprise() : order.customerName}
        </p>
      </section>
      {order.paymentMethod === 'cod' && order.paymentStatus === 'pending' && (
        <p className="text-sm font-medium text-cocoa">{m.gifting_slip_cod()}</p>
      )}
      <Link
        to="/dashboard/orders"
        className="inline-flex min-h-11 items-center font-semibold text-berry print:hidden"
      >
        {m.gifting_slip_back()}
      </Link>
    </article>
  );
}
