import { CART_SOURCE, type TCompareRow } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { useRef, useState } from 'react';
import { Loader2, ShoppingBag } from '~/components/icon';
import { toast } from '~/components/toast';
import { useCart } from '~/features/cart';

/**
 * Adds a compared product to the cart as the comparison shows it: a cake at the weight its price
 * is for (the smallest), anything else one piece. A cake's other options keep their defaults;
 * its own page is one tap away for a message or another flavour.
 */
export function CompareAddButton({ row }: { row: TCompareRow }) {
  const { add } = useCart();
  const [busy, setBusy] = useState(false);
  // The second click of a double click comes before React re-renders: a ref keeps it to one add.
  const running = useRef(false);
  async function onClick() {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      const res = await add({
        productId: row.id,
        quantity: 1,
        ...(row.minPound !== null ? { pound: row.minPound } : {}),
        source: CART_SOURCE,
      });
      if (!res.ok) toast.error(res.message);
      else
        toast.success(m.compare_in_cart_toast({ name: row.name }), {
          action: { label: m.compare_view_cart(), to: '/cart' },
        });
    } finally {
      running.current = false;
      setBusy(false);
    }
  }
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={busy}
      aria-busy={busy || undefined}
      aria-label={m.compare_add_to_cart_label({ name: row.name })}
      className="btn-primary mt-3 w-full gap-2 px-3 py-2 text-sm"
    >
      {busy ? (
        <Loader2 aria-hidden="true" className="size-4 animate-spin" />
      ) : (
        <ShoppingBag aria-hidden="true" className="size-4" />
      )}
      Add to cart
    </button>
  );
}
