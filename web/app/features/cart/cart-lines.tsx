import { CART_LINE_QUANTITY_MAX, formatNumber, type TCart, type TCartItem } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { useState } from 'react';
import { Link } from 'react-router';
import { AlertTriangle, Loader2, Minus, Plus, Trash2 } from '~/components/icon';
import { productPath } from '~/components/layout/link-target';
import { Thumb } from '~/components/thumb/thumb';
import { toast } from '~/components/toast';
import { usePrice } from '~/features/currency';
import { useCart } from './cart-context';
import { LineDeal, LineUnitPrices } from './line-deal';

type Props = {
  cart: TCart;
  /** Quantity stepper and remove button; false for a read-only summary (checkout review). */
  editable?: boolean;
  /** Only these lines (Buy now checks out one line: /cart?items=<id>). */
  itemIds?: readonly string[];
};

/** The lines of a cart: picture, name, options, message, prices, quantity, problems. */
export function CartLines({ cart, editable = false, itemIds }: Props) {
  const lines = itemIds ? cart.cartItems.filter((i) => itemIds.includes(i.cartItemId)) : cart.cartItems;
  return (
    <ul className="divide-y divide-line" aria-label={m.cart_lines_label()}>
      {lines.map((item) => (
        <CartLine key={item.cartItemId} item={item} editable={editable} />
      ))}
    </ul>
  );
}

function CartLine({ item, editable }: { item: TCartItem; editable: boolean }) {
  const price = usePrice();
  const { remove, updateQuantity } = useCart();
  // Which control is waiting for the server, so only that one spins.
  const [busy, setBusy] = useState<'qty' | 'remove' | null>(null);
  const message = item.productDetails.message.trim();

  async function changeQuantity(quantity: number) {
    if (busy || quantity < 1 || quantity > CART_LINE_QUANTITY_MAX) return;
    setBusy('qty');
    const res = await updateQuantity(item.cartItemId, quantity);
    setBusy(null);
    if (!res.ok) toast.error(res.message);
  }

  async function removeLine() {
    if (busy) return;
    setBusy('remove');
    const res = await remove(item.cartItemId);
    // On success this line unmounts with the refreshed cart.
    if (!res.ok) {
      setBusy(null);
      toast.error(res.message);
    } else toast.success(m.cart_removed({ name: item.name }));
  }

  const stepBtn =
    'grid size-9 place-items-center rounded-full text-cocoa hover:bg-cream disabled:cursor-not-allowed disabled:opacity-40';
  return (
    <li className="flex gap-3 py-4 sm:gap-4" data-testid="cart-line">
      <Link to={productPath(item.slug)} tabIndex={-1} aria-hidden="true" className="shrink-0">
        <Thumb src={item.image} size={96} className="size-20 rounded-2xl sm:size-24" />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <Link
              to={productPath(item.slug)}
              className="line-clamp-2 font-medium text-cocoa hover:text-berry-dark"
            >
              {item.name}
            </Link>
            <p className="text-xs text-cocoa-soft">{item.productDetails.storeName}</p>
          </div>
          <p className="shrink-0 text-right font-semibold tabular-nums">
            <span className="sr-only">{m.cart_line_total()}</span>
            {price(item.total)}
          </p>
        </div>
        {item.optionsLabel && <p className="text-sm text-cocoa-soft">{item.optionsLabel}</p>}
        <LineDeal item={item} />
        {message && <p className="text-sm text-cocoa-soft">{m.cart_line_message({ message })}</p>}
        {item.productDetails.photo && (
          <img
            src={item.productDetails.photo}
            alt={m.photos_of({ name: item.name })}
            width={48}
            height={48}
            loading="lazy"
            className="mt-1 size-12 rounded-lg bg-cream-deep object-contain"
          />
        )}
        {item.problem && (
          <p className="flex items-start gap-1.5 text-sm font-medium text-danger" role="note">
            <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {item.problem}
          </p>
        )}
        <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
          <LineUnitPrices item={item} />
          {editable ? (
            <div className="flex items-center gap-2">
              <fieldset
                className="flex items-center rounded-full border border-line bg-white"
                aria-label={m.cart_quantity_of({ name: item.name })}
              >
                <button
                  type="button"
                  className={stepBtn}
                  onClick={() => changeQuantity(item.quantity - 1)}
                  disabled={busy !== null || item.quantity <= 1}
                  aria-label={m.cart_one_less({ name: item.name })}
                >
                  <Minus aria-hidden="true" className="size-4" />
                </button>
                <output aria-live="polite" className="grid min-w-8 place-items-center text-sm font-semibold">
                  {busy === 'qty' ? (
                    <Loader2 aria-label={m.cart_updating()} className="size-4 animate-spin" />
                  ) : (
                    formatNumber(item.quantity)
                  )}
                </output>
                <button
                  type="button"
                  className={stepBtn}
                  onClick={() => changeQuantity(item.quantity + 1)}
                  disabled={busy !== null || item.quantity >= CART_LINE_QUANTITY_MAX}
                  aria-label={m.cart_one_more({ name: item.name })}
                >
                  <Plus aria-hidden="true" className="size-4" />
                </button>
              </fieldset>
              <button
                type="button"
                onClick={removeLine}
                disabled={busy !== null}
                className="grid size-9 place-items-center rounded-full text-cocoa-soft hover:bg-danger-soft hover:text-danger disabled:opacity-40"
                aria-label={m.cart_remove({ name: item.name })}
              >
                {busy === 'remove' ? (
                  <Loader2 aria-hidden="true" className="size-4 animate-spin" />
                ) : (
                  <Trash2 aria-hidden="true" className="size-4" />
                )}
              </button>
            </div>
          ) : (
            <p className="text-sm text-cocoa-soft">{m.cart_qty({ count: formatNumber(item.quantity) })}</p>
          )}
        </div>
      </div>
    </li>
  );
}
