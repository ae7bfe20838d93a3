import { formatDate, SAME_DAY_CUTOFF_HOUR, type TProductDetail } from '@upahar/contract';
import { Clock, Store, Truck } from '~/components/icon';
import { type DeliveryPick, LocationPicker } from '~/features/delivery';
import { FollowButton } from '~/features/follows';

/** Prep time and the same-day cut-off for a product, in words. */
export function deliveryFacts(
  p: Pick<TProductDetail, 'prepHours' | 'isSameDay' | 'isReadyMade' | 'stock'> & {
    store: Pick<TProductDetail['store'], 'sameDayCutoffHour'>;
  },
): string[] {
  const facts: string[] = [];
  if (p.isReadyMade)
    facts.push(
      p.stock === 0
        ? 'Ready-made, out of stock for now'
        : 'Ready-made: it leaves the shop as soon as you order',
    );
  else if (p.prepHours > 0)
    facts.push(
      `Freshly made for you: ready ${p.prepHours} ${p.prepHours === 1 ? 'hour' : 'hours'} after you order`,
    );
  // The contract's cut-off is when an order for today must be ready, so order prep time earlier;
  // a store may stop taking orders for today sooner than that.
  const lastOrder = Math.min(
    SAME_DAY_CUTOFF_HOUR - (p.isReadyMade ? 0 : p.prepHours),
    p.store.sameDayCutoffHour ?? SAME_DAY_CUTOFF_HOUR,
  );
  if (p.isSameDay && lastOrder > 6)
    facts.push(
      `Same-day delivery when you order by ${formatDate(`${lastOrder}:00`, 'time')} (Kathmandu time)`,
    );
  else facts.push('Delivered from the next day; choose your date below');
  return facts;
}

type Props = {
  product: TProductDetail;
  /** Where and when the shopper wants it: Add to cart sends the same. */
  onPick?: (pick: DeliveryPick) => void;
};

export function DeliveryInfo({ product, onPick }: Props) {
  const facts = deliveryFacts(product);
  return (
    <section
      aria-labelledby="delivery-title"
      className="rounded-3xl border border-line bg-white p-5 shadow-soft sm:p-6"
    >
      <h2 id="delivery-title" className="flex items-center gap-2 font-display text-xl font-semibold">
        <Truck aria-hidden="true" className="size-5 text-berry" /> Delivery
      </h2>
      <ul className="mt-3 space-y-1.5 text-sm text-cocoa-soft">
        {facts.map((f, i) => (
          <li key={f} className="flex items-start gap-2">
            {i === 0 ? (
              <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            ) : (
              <Truck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            )}
            {f}
          </li>
        ))}
        <li className="flex flex-wrap items-center gap-x-2 gap-y-2">
          <Store aria-hidden="true" className="size-4 shrink-0" />
          <span className="min-w-0 flex-1">
            Sent from {product.store.name}, {product.store.city}
          </span>
          <FollowButton store={product.store} size="small" className="w-full pl-6 sm:w-auto sm:pl-0" />
        </li>
      </ul>
      <div className="mt-4 border-t border-line pt-4">
        <LocationPicker productId={product.id} onChange={onPick} />
      </div>
    </section>
  );
}
