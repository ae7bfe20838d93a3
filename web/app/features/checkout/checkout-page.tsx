import { orderWords, productKind } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { useEffect, useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { buttonClass, FormAlert, ui } from '~/components/form';
import { AlertTriangle, RefreshCw, ShoppingBag } from '~/components/icon';
import { EmptyCart, UnpaidOrders, useCart } from '~/features/cart';
import { loginUrlFor, useSession } from '~/features/session';
import { CartStep } from './cart-step';
import { deliveryChosen } from './choice';
import { DeliveryStep } from './delivery-step';
import { PaymentStep } from './payment-step';
import { StepperHeader } from './stepper-header';
import { type CheckoutStep, cartUrl, gateStep, linesInScope, parseItems, parseStep } from './steps';
import { useCheckoutChoice } from './use-checkout-choice';

const HEADINGS: Record<CheckoutStep, { title: string; lead: string }> = {
  1: { title: m.checkout_title_cart(), lead: m.checkout_lead_cart() },
  2: { title: m.checkout_title_delivery(), lead: m.checkout_lead_delivery() },
  3: { title: m.checkout_title_payment(), lead: m.checkout_lead_payment() },
};

/**
 * /cart with the checkout steps in the URL (?step=1|2|3, the step defaults to 1) and
 * a quick checkout's lines (?items=, "Buy now"). The cart is personal, so everything
 * loads in the browser; the server renders the frame and a skeleton.
 */
export function CheckoutPage() {
  const [params] = useSearchParams();
  const step = parseStep(params.get('step'));
  const itemsParam = params.get('items');
  const items = useMemo(() => parseItems(itemsParam), [itemsParam]);
  const navigate = useNavigate();
  const { status } = useSession();
  const cart = useCart();
  const choiceApi = useCheckoutChoice();
  const loggedIn = status === 'loggedIn';

  // Who is shopping and what was chosen are known only in the browser, after start-up.
  const known = status !== 'checking' && choiceApi.restored;
  const gate = known
    ? gateStep({ step, items, loggedIn, deliveryChosen: deliveryChosen(choiceApi.choice) })
    : null;
  const gateKey = gate ? JSON.stringify(gate) : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: `gateKey` stands for `gate` by value
  useEffect(() => {
    if (gate?.kind === 'login') navigate(loginUrlFor(gate.referrer), { replace: true });
    else if (gate?.kind === 'redirect') navigate(cartUrl(gate.step, items), { replace: true });
  }, [gateKey]);

  const heading = HEADINGS[step];
  // Only cakes are baked: a cart of them hears so, any other cart the plain words.
  const scoped = linesInScope(cart.cart?.cartItems ?? [], items);
  const lead =
    step === 2 && scoped.length > 0 && orderWords(scoped.map((l) => productKind(l.type))).onlyCakes
      ? m.checkout_lead_delivery_cakes()
      : heading.lead;
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 sm:py-10">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className={ui.heading}>{heading.title}</h1>
          <p className={ui.lead}>{lead}</p>
        </div>
        <StepperHeader step={step} items={items} />
      </div>
      <div className="mt-6 sm:mt-8">{stepBody()}</div>
    </div>
  );

  // A plain function, not a component: a component defined here would remount every render.
  function stepBody() {
    const showing = step === 1 || gate?.kind === 'show';
    if (!cart.ready || !showing) return <CheckoutSkeleton />;
    if (!cart.cart) {
      if (cart.error) {
        return (
          <div className="space-y-4">
            <FormAlert tone="error">{cart.error}</FormAlert>
            <button type="button" className={buttonClass('secondary')} onClick={() => void cart.refresh()}>
              <RefreshCw aria-hidden="true" className="size-4" /> {m.checkout_try_again()}
            </button>
          </div>
        );
      }
      return <EmptyCart />;
    }
    if (cart.cart.cartItems.length === 0) {
      return (
        <div className="space-y-5">
          <UnpaidOrders orders={cart.cart.unpaidOrders} />
          <EmptyCart />
        </div>
      );
    }
    if (step === 1) return <CartStep cart={cart.cart} loggedIn={loggedIn} />;
    // Just logged in: this is still the visitor's cart until the refresh that merges it answers.
    if (cart.cart.guest) return <CheckoutSkeleton />;

    const lines = linesInScope(cart.cart.cartItems, items);
    if (lines.length === 0) return <GoneFromCart />;
    const blocked = lines.filter((l) => l.problem);
    if (blocked.length > 0) {
      return (
        <FormAlert tone="error">
          <p>{blocked.map((l) => `${l.name}: ${l.problem}`).join(' ')}</p>
          <Link to="/cart" className={buttonClass('secondary', '', 'sm')}>
            {m.checkout_back_to_cart()}
          </Link>
        </FormAlert>
      );
    }
    return step === 2 ? (
      <DeliveryStep lines={lines} items={items} choiceApi={choiceApi} />
    ) : (
      <PaymentStep lines={lines} items={items} choiceApi={choiceApi} />
    );
  }
}

/** A Buy now link whose line has left the cart (ordered, removed, merged at login). */
function GoneFromCart() {
  return (
    <div className="flex flex-col items-center rounded-3xl border border-line bg-white px-6 py-12 text-center shadow-soft">
      <span className="grid size-16 place-items-center rounded-full bg-cream-deep text-berry">
        <AlertTriangle aria-hidden="true" className="size-7" />
      </span>
      <h2 className="mt-4 font-display text-2xl font-semibold">{m.checkout_gone_title()}</h2>
      <p className="mt-2 max-w-sm text-cocoa-soft">{m.checkout_gone_text()}</p>
      <Link to="/cart" className={buttonClass('primary', 'mt-6')}>
        <ShoppingBag aria-hidden="true" className="size-4" /> {m.checkout_go_to_cart()}
      </Link>
    </div>
  );
}

function CheckoutSkeleton() {
  const block = 'animate-pulse rounded-3xl bg-white/80 border border-line';
  return (
    <div role="status" className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
      <span className="sr-only">{m.checkout_loading_cart()}</span>
      <div aria-hidden="true" className="space-y-5">
        <div className={`${block} h-56`} />
        <div className={`${block} h-32`} />
      </div>
      <div aria-hidden="true" className={`${block} h-64`} />
    </div>
  );
}
