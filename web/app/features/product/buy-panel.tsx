import { localDigits, type TProductDetail } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { Link } from 'react-router';
import { CalendarCheck, Gift, PartyPopper } from '~/components/icon';
import { AddToCartButtons } from '~/features/cart';
import { useCompare } from '~/features/compare';
import { Price } from '~/features/currency';
import { extrasLine, stockHint } from './buy-state';
import { Stepper } from './stepper';
import type { Purchase } from './use-purchase';

type Props = {
  product: Pick<TProductDetail, 'id' | 'name' | 'stock'>;
  /** A cake with a configurator has its quantity there, next to its price. */
  purchase: Purchase;
  /**
   * "flow": after the delivery choice, sticking to the bottom of the screen while the shopper
   * scrolls through the choices above it (phones and tablets; on desktops it stays in its place
   * until the page is live and the side box replaces it). "side": the desktop's box under the
   * picture, which its container keeps in view.
   */
  placement?: 'flow' | 'side';
};

/**
 * Quantity, price and "Add to cart" / "Buy now". In the flow the card sticks to the bottom
 * (above the bottom navigation on phones) while the shopper scrolls through the choices above
 * it and settles in its place at the end of them, so it never covers what comes after.
 */
export function BuyPanel({ product: p, purchase: b, placement = 'flow' }: Props) {
  // The compare tray floats in the same place on phones; two floating bars would hide the page.
  const sticky = useCompare().ids.length === 0;
  const box =
    placement === 'side'
      ? 'rounded-3xl border border-line bg-white p-5 shadow-soft'
      : `${sticky ? 'sticky bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-20 md:bottom-4 lg:static' : ''} -mx-2 rounded-3xl border border-line bg-white/95 p-3 shadow-lifted backdrop-blur sm:mx-0 sm:p-5`;
  return (
    <section aria-labelledby="buy-title" className={box}>
      <h2 id="buy-title" className="sr-only">
        {m.product_buy_title({ name: p.name })}
      </h2>
      <div className="mb-3 flex items-end justify-between gap-4">
        {b.cakeSummary !== null ? (
          <p className={`min-w-0 pb-1 text-sm text-cocoa-soft ${placement === 'flow' ? 'line-clamp-2' : ''}`}>
            {b.cakeSummary}
          </p>
        ) : (
          <Stepper
            label={m.product_quantity()}
            value={localDigits(String(b.quantity))}
            onDecrease={() => b.setQuantity(b.quantity - 1)}
            onIncrease={() => b.setQuantity(b.quantity + 1)}
            canDecrease={b.quantity > 1}
            canIncrease={b.quantity < b.max}
            hint={stockHint(p.stock)}
            compact
          />
        )}
        <div className="shrink-0 text-right" aria-busy={b.repricing || undefined}>
          <p className="text-xs font-semibold tracking-wide whitespace-nowrap text-cocoa-soft uppercase">
            {b.count > 1 ? m.product_total_for({ count: localDigits(String(b.count)) }) : m.product_price()}
          </p>
          {/* Under a deal, the price the cart will charge, the usual one struck through beside it. */}
          <p className="flex items-baseline justify-end gap-2">
            {b.was !== null && (
              <span className="text-sm whitespace-nowrap text-cocoa-soft tabular-nums line-through">
                <span className="sr-only">{m.product_was()} </span>
                <Price paisa={b.was} />
              </span>
            )}
            <Price
              paisa={b.total}
              className={`font-display text-xl font-semibold whitespace-nowrap text-cocoa tabular-nums transition-opacity sm:text-2xl ${b.repricing ? 'opacity-75' : ''}`}
            />
          </p>
        </div>
      </div>
      {/* Phones and tablets: tighter buttons, so "Add to cart" keeps to one line beside "Buy now". */}
      <div className="max-lg:[&_button]:px-3">
        <AddToCartButtons
          productId={p.id}
          getBody={b.getBody}
          disabledReason={b.disabledReason}
          onRefused={b.setRefused}
        />
      </div>
      {b.extras && <ExtrasNote count={b.extras.count} />}
    </section>
  );
}

/** "+2 extras will be added with your cake", or where to find them while there are none. */
function ExtrasNote({ count }: { count: number }) {
  const line = extrasLine(count);
  return (
    <div aria-live="polite" className="text-sm">
      {line ? (
        <p className="mt-3 flex items-center gap-2">
          <Gift aria-hidden="true" className="size-4 shrink-0 text-berry" />
          <a href="#accessories" className="font-medium text-berry-dark hover:underline">
            {line}
          </a>
        </p>
      ) : (
        // On phones the card floats over the page: the hint stays off it, the count stays on.
        <p className="mt-3 hidden items-center gap-2 sm:flex">
          <PartyPopper aria-hidden="true" className="size-4 shrink-0 text-cocoa-soft" />
          <span className="text-cocoa-soft">
            {m.product_extras_hint()}{' '}
            <a href="#accessories" className="font-medium text-berry hover:underline">
              {m.product_extras_hint_link()}
            </a>
          </span>
        </p>
      )}
    </div>
  );
}

/** Automobiles are booked with the showroom, never bought online (the server refuses). */
export function BookNotBuy({ store }: { store: { slug: string; name: string } }) {
  return (
    <section className="flex items-start gap-3 rounded-3xl border border-line bg-white p-5 shadow-soft">
      <CalendarCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-berry" />
      <p className="text-sm text-cocoa">
        <span className="font-semibold">{m.product_book_title()}</span> {m.product_book_before_store()}{' '}
        <Link to={`/store/${store.slug}`} className="font-medium text-berry hover:underline">
          {store.name}
        </Link>{' '}
        {m.product_book_after_store()}
      </p>
    </section>
  );
}
