import { formatNumber, type TCart } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { useNavigate } from 'react-router';
import { buttonClass, ui } from '~/components/form';
import { AlertTriangle, ArrowRight, LogIn } from '~/components/icon';
import { CartGifts, CartLines, CartNote, UnpaidOrders } from '~/features/cart';
import { Price } from '~/features/currency';
import { loginUrlFor } from '~/features/session';
import { cartUrl } from './steps';
import { STICKY_BAR_SPACER, StickyBar } from './sticky-bar';

/**
 * Step 1: the cart to edit, its gifts, note and unpaid orders, the subtotal and
 * "Continue to delivery". Visitors log in first and come back to step 2; their cart is merged on login.
 */
export function CartStep({ cart, loggedIn }: { cart: TCart; loggedIn: boolean }) {
  const navigate = useNavigate();
  const problems = cart.cartItems.filter((l) => l.problem).length;
  const next = cartUrl(2);
  const checkout = () => navigate(loggedIn ? next : loginUrlFor(next));
  // One name for everyone ("Continue to delivery"): a visitor is sent to log in first and back.
  const button = (
    <button
      type="button"
      onClick={checkout}
      disabled={problems > 0}
      className={buttonClass('primary', 'w-full')}
    >
      {loggedIn ? null : <LogIn aria-hidden="true" className="size-4" />}
      {m.checkout_continue_to_delivery()}
      {loggedIn ? <ArrowRight aria-hidden="true" className="size-4" /> : null}
    </button>
  );

  return (
    // One column of minmax(0, 1fr) on phones, so a long line cannot widen the step.
    <div
      className={`grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start ${STICKY_BAR_SPACER}`}
    >
      <div className="min-w-0 space-y-5">
        <UnpaidOrders orders={cart.unpaidOrders} />
        <section
          aria-labelledby="lines-title"
          className="rounded-3xl border border-line bg-white p-4 shadow-soft sm:p-6"
        >
          <h2 id="lines-title" className="font-display text-xl font-semibold">
            {m.checkout_items({ count: formatNumber(cart.count) })}
          </h2>
          <div className="mt-2">
            <CartLines cart={cart} editable />
          </div>
        </section>
        <CartGifts gifts={cart.gifts} />
        <section className="rounded-3xl border border-line bg-white p-4 shadow-soft sm:p-6">
          <CartNote />
        </section>
      </div>

      <aside aria-labelledby="summary-title" className={`${ui.card} !p-5 sm:!p-6 lg:sticky lg:top-24`}>
        <h2 id="summary-title" className="font-display text-xl font-semibold">
          {m.checkout_order_summary()}
        </h2>
        <dl className="mt-4 flex items-baseline justify-between gap-4 text-lg font-semibold">
          <dt>{m.checkout_subtotal()}</dt>
          <dd className="tabular-nums">
            <Price paisa={cart.subtotal} />
          </dd>
        </dl>
        <p className="mt-1 text-sm text-cocoa-soft">{m.checkout_later_steps()}</p>
        {problems > 0 && (
          <p className="mt-4 flex gap-2 rounded-2xl bg-danger-soft px-3 py-2 text-sm font-medium text-danger">
            <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {m.checkout_problems({ count: formatNumber(problems) })}
          </p>
        )}
        <div className="mt-5 hidden lg:block">{button}</div>
        {!loggedIn && <p className="mt-3 text-center text-sm text-cocoa-soft">{m.checkout_login_first()}</p>}
      </aside>

      <StickyBar label={m.checkout_subtotal()} amount={<Price paisa={cart.subtotal} />}>
        <button type="button" onClick={checkout} disabled={problems > 0} className={buttonClass('primary')}>
          {m.checkout_continue_to_delivery()}
        </button>
      </StickyBar>
    </div>
  );
}
