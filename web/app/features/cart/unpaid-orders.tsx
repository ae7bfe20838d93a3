import type { TUnpaidOrder } from '@upahar/contract';
import { formatDate } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { Link } from 'react-router';
import { buttonClass } from '~/components/form';
import { CreditCard } from '~/components/icon';
import { usePrice } from '~/features/currency';

/** Orders waiting for an online payment (the cart's unpaidOrders), each with "Pay now". */
export function UnpaidOrders({ orders }: { orders: readonly TUnpaidOrder[] }) {
  const price = usePrice();
  if (orders.length === 0) return null;
  return (
    <section
      aria-labelledby="unpaid-title"
      className="rounded-3xl border border-caramel/60 bg-cream-deep p-4 sm:p-5"
    >
      <h2 id="unpaid-title" className="flex items-center gap-2 font-display text-lg font-semibold">
        <CreditCard aria-hidden="true" className="size-5 text-berry" />
        {orders.length === 1 ? m.cart_unpaid_one() : m.cart_unpaid_many()}
      </h2>
      <ul className="mt-3 divide-y divide-line">
        {orders.map((o) => (
          <li key={o.orderId} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div>
              <p className="font-medium text-cocoa">{m.cart_unpaid_order({ number: o.number })}</p>
              <p className="text-sm text-cocoa-soft">
                {price(o.total)}
                {m.cart_unpaid_placed({ date: formatDate(o.placedAt, 'day') })}
              </p>
            </div>
            <Link
              to={`/profile/orders/view-order/${encodeURIComponent(o.orderId)}?pay=1`}
              className={buttonClass('primary', '', 'sm')}
              aria-label={m.cart_pay_now_for({ number: o.number })}
            >
              {m.cart_pay_now()}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
