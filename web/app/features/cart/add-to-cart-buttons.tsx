import { CART_SOURCE, type TAddToCartBody } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { buttonClass } from '~/components/form';
import { AlertCircle, Loader2, ShoppingBag, Zap } from '~/components/icon';
import { toast } from '~/components/toast';
import { useCart } from './cart-context';

export type AddToCartButtonsProps = {
  productId: string;
  /** The rest of the add request: cake options, quantity, delivery location and date. */
  getBody: () => Omit<TAddToCartBody, 'productId' | 'quickCheckout' | 'source'>;
  /** Why the product cannot be bought now (out of stock); the buttons are then disabled. */
  disabledReason?: string | null;
  /** Told the server's errors by field after each try (none: {}), to show beside the fields. */
  onRefused?: (errors: Record<string, string[]>) => void;
};

/** Where Buy now leads: the checkout's delivery step for just this line (read by the cart page). */
const buyNowPath = (cartItemIds: readonly string[]) =>
  `/cart?step=2&items=${cartItemIds.map(encodeURIComponent).join(',')}`;

/**
 * "Add to cart" and "Buy now". While one runs both are disabled and it spins, so a
 * double click adds once. A refusal shows the server's words beside the buttons and as a toast;
 * the cart stays as it was.
 */
export function AddToCartButtons({ productId, getBody, disabledReason, onRefused }: AddToCartButtonsProps) {
  const { add, quickCheckout } = useCart();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<'add' | 'buy' | null>(null);
  const [error, setError] = useState<string | null>(null);
  // A ref as well as state: the second click of a double click comes before React re-renders.
  const running = useRef(false);
  const errorId = useId();

  async function run(kind: 'add' | 'buy') {
    if (running.current || disabledReason) return;
    running.current = true;
    setBusy(kind);
    setError(null);
    const body: TAddToCartBody = { ...getBody(), productId, source: CART_SOURCE };
    try {
      // Candles or a card chosen to go with the cake go in with it, in the same call.
      if (kind === 'add') {
        const res = await add(body);
        onRefused?.(res.ok ? {} : (res.errors ?? {}));
        if (!res.ok) return fail(res.message);
        for (const n of res.cart.notAdded) toast.error(n.message);
        toast.success(m.cart_added(), { action: { label: m.cart_view_cart(), to: '/cart' } });
      } else {
        const res = await quickCheckout(body);
        onRefused?.(res.ok ? {} : (res.errors ?? {}));
        if (!res.ok) return fail(res.message);
        for (const n of res.notAdded) toast.error(n.message);
        navigate(buyNowPath(res.cartItemIds));
      }
    } finally {
      running.current = false;
      setBusy(null);
    }
  }

  function fail(message: string) {
    setError(message);
    toast.error(message);
  }

  const disabled = busy !== null || !!disabledReason;
  const note = disabledReason ?? error;
  return (
    <div className="space-y-2">
      <div className="grid grid-cols-2 gap-3">
        <button
          type="button"
          onClick={() => run('add')}
          disabled={disabled}
          aria-busy={busy === 'add' || undefined}
          aria-describedby={note ? errorId : undefined}
          className={buttonClass('secondary', 'w-full border-berry text-berry-dark hover:bg-berry-soft')}
        >
          {busy === 'add' ? (
            <Loader2 aria-hidden="true" className="size-5 animate-spin" />
          ) : (
            <ShoppingBag aria-hidden="true" className="size-5" />
          )}
          {busy === 'add' ? m.cart_adding() : m.cart_add_to_cart()}
        </button>
        <button
          type="button"
          onClick={() => run('buy')}
          disabled={disabled}
          aria-busy={busy === 'buy' || undefined}
          aria-describedby={note ? errorId : undefined}
          className={buttonClass('primary', 'w-full')}
        >
          {busy === 'buy' ? (
            <Loader2 aria-hidden="true" className="size-5 animate-spin" />
          ) : (
            <Zap aria-hidden="true" className="size-5" />
          )}
          {busy === 'buy' ? m.cart_one_moment() : m.cart_buy_now()}
        </button>
      </div>
      <div aria-live="polite">
        {note && (
          <p
            id={errorId}
            className={`flex items-start gap-2 text-sm font-medium ${disabledReason ? 'text-cocoa-soft' : 'text-danger'}`}
          >
            <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {note}
          </p>
        )}
      </div>
    </div>
  );
}
