import { formatNumber, priceSplitSum, priceSplitText, type TOrderDetail } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { Link } from 'react-router';
import { Gift, MessageSquareQuote, Star } from '~/components/icon';
import { Thumb } from '~/components/thumb/thumb';
import { usePrice } from '~/features/currency';
import { ItemPhoto } from './item-photo';

type Item = TOrderDetail['items'][number];

/** The lines of an order as they were bought: the names and prices copied at placement. */
export function OrderItems({
  items,
  canReview = false,
  showStore = true,
}: {
  items: readonly Item[];
  canReview?: boolean;
  /** Off where the lines already sit under their store's name (an order split by store). */
  showStore?: boolean;
}) {
  return (
    <ul className="divide-y divide-line">
      {items.map((item) => (
        <li key={item.id} className="py-4 first:pt-0 last:pb-0">
          <OrderItem item={item} canReview={canReview} showStore={showStore} />
        </li>
      ))}
    </ul>
  );
}

function OrderItem({ item, canReview, showStore }: { item: Item; canReview: boolean; showStore: boolean }) {
  const price = usePrice();
  return (
    <div className="flex gap-4">
      <div className="size-20 shrink-0 overflow-hidden rounded-2xl bg-cream-deep sm:size-24">
        <Thumb src={item.image} size={96} className="size-full" iconClassName="size-7" eager />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1 sm:flex-row sm:justify-between sm:gap-4">
        <div className="min-w-0 space-y-1">
          <p className="flex flex-wrap items-center gap-2">
            <Link
              to={`/product/${encodeURIComponent(item.slug)}`}
              className="font-semibold text-cocoa hover:text-berry-dark"
            >
              {item.name}
            </Link>
            {item.isGift && (
              <span className="inline-flex items-center gap-1 rounded-full bg-berry-soft px-2 py-0.5 text-xs font-semibold text-berry-dark">
                <Gift aria-hidden="true" className="size-3.5" />
                {m.orders_gift()}
              </span>
            )}
          </p>
          <OrderItemChoices item={item} />
          {item.photo && <ItemPhoto itemId={item.id} name={item.name} photo={item.photo} />}
          {item.split && (
            <p className="text-sm font-medium text-berry" data-testid="price-split">
              {priceSplitText(item.split, price)}
            </p>
          )}
          {showStore && (
            <p className="text-xs text-cocoa-soft">{m.orders_from_store({ store: item.storeName })}</p>
          )}
          {/* Once delivered, the product's own review form is one click away. */}
          {canReview && !item.isGift && (
            <Link
              to={`/product/${encodeURIComponent(item.slug)}#reviews`}
              className="inline-flex items-center gap-1 text-sm font-semibold text-berry hover:text-berry-dark"
            >
              <Star aria-hidden="true" className="size-4" />
              {m.orders_review({ name: item.name })}
            </Link>
          )}
        </div>
        <div className="shrink-0 text-sm sm:text-right">
          <p className="text-cocoa-soft">
            {item.split
              ? priceSplitSum(item.split, price, true)
              : `${formatNumber(item.quantity)} × ${price(item.unitPrice)}`}
          </p>
          <p className="font-semibold text-cocoa">{price(item.total)}</p>
        </div>
      </div>
    </div>
  );
}

/** What was asked for on a line (also on the store's dashboard): its options and the cake's message. */
export function OrderItemChoices({ item }: { item: Pick<Item, 'optionsLabel' | 'message'> }) {
  return (
    <>
      {item.optionsLabel && <p className="text-sm text-cocoa-soft">{item.optionsLabel}</p>}
      {item.message && (
        <p className="flex items-start gap-1.5 text-sm text-cocoa">
          <MessageSquareQuote aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-berry" />
          <span>
            <span className="sr-only">{m.orders_message_on_cake()}</span>
            <q className="wrap-anywhere italic">{item.message}</q>
          </span>
        </p>
      )}
    </>
  );
}
