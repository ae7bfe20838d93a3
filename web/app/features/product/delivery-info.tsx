import {
  formatTimeOfDay,
  localDigits,
  productKind,
  productWords,
  sameDayOrderBy,
  type TProductDetail,
} from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { Clock, Store, Truck } from '~/components/icon';
import { type DeliveryPick, LocationPicker } from '~/features/delivery';
import { FollowButton } from '~/features/follows';

/**
 * Prep time and the same-day cut-off for a product, in words for its kind (flowers are arranged,
 * not baked). The cut-off is the delivery rule's (the contract's sameDayOrderBy): the store's own
 * hour when it set one, else early enough to be ready by the shop's.
 */
export function deliveryFacts(
  p: Pick<TProductDetail, 'type' | 'prepHours' | 'isSameDay' | 'isReadyMade' | 'stock'> & {
    category: Pick<TProductDetail['category'], 'kind'>;
    store: Pick<TProductDetail['store'], 'sameDayCutoffHour'>;
  },
): string[] {
  const facts: string[] = [];
  const words = productWords(productKind(p.type, p.category.kind));
  if (p.isReadyMade) facts.push(p.stock === 0 ? m.product_ready_made_out() : m.product_ready_made());
  else if (p.prepHours > 0)
    facts.push(m.product_ready_after({ made: words.madeForYou, hours: localDigits(String(p.prepHours)) }));
  const orderBy = sameDayOrderBy({
    prepHours: p.prepHours,
    isSameDay: p.isSameDay,
    cutoffHour: p.store.sameDayCutoffHour,
  });
  if (orderBy !== null) facts.push(m.product_same_day_by({ time: formatTimeOfDay(orderBy) }));
  else facts.push(m.product_next_day());
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
        <Truck aria-hidden="true" className="size-5 text-berry" /> {m.product_delivery()}
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
            {m.product_sent_from({ store: product.store.name, city: product.store.city })}
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
