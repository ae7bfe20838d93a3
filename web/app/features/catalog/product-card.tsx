import type { TProductCard } from '@upahar/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Eye, ImageOff } from '~/components/icon';
import { productPath } from '~/components/layout/link-target';
import { CompareButton } from '~/features/compare';
import { Price } from '~/features/currency';
import { WishButton } from '~/features/wishlist';
import { useHydrated } from '~/lib/use-hydrated';
import { RatingStars } from './rating-stars';

type Props = {
  product: TProductCard;
  onQuickView?: (product: TProductCard) => void;
  eager?: boolean;
  /** A control under the price (the product page's "Add … with the cake"). */
  action?: ReactNode;
};

/** The one product card of every list (one size, square image, name on 2 lines). */
export function ProductCard({ product: p, onQuickView, eager = false, action }: Props) {
  // The round buttons need JavaScript: drawn once the page is live, never as dead buttons, and
  // a page of cards is lighter to send without them.
  const live = useHydrated();
  const href = productPath(p.slug);
  const off =
    p.originalPrice && p.originalPrice > p.price ? Math.round((1 - p.price / p.originalPrice) * 100) : 0;
  return (
    <article className="card group">
      <div className="card-media">
        <Link to={href} tabIndex={-1} aria-hidden="true">
          {p.image ? (
            <img
              src={p.image}
              alt={p.imageAlt || p.name}
              width={400}
              height={400}
              loading={eager ? 'eager' : 'lazy'}
              decoding="async"
              className="card-img"
            />
          ) : (
            <span className="grid size-full place-items-center text-cocoa-soft">
              <ImageOff aria-hidden="true" className="size-10" />
            </span>
          )}
        </Link>
        {(off > 0 || p.isUrgent || p.isSameDay || p.isEggless) && (
          <div className="card-badges">
            {off > 0 && <span className="card-badge bg-berry text-white">{`${off}% off`}</span>}
            {p.isUrgent && <span className="card-badge bg-cocoa text-white">Urgent</span>}
            {p.isSameDay && <span className="card-badge bg-white text-cocoa">Same day</span>}
            {p.isEggless && <span className="card-badge bg-success-soft text-success">Eggless</span>}
          </div>
        )}
        {live && <CardActions product={p} onQuickView={onQuickView} />}
      </div>
      <div className="card-body">
        <h3 className="card-title">
          <Link to={href} className="card-name">
            {p.name}
          </Link>
        </h3>
        {p.store && <p className="truncate text-xs text-cocoa-soft">{p.store.name}</p>}
        <RatingStars rating={p.rating} count={p.ratingCount} />
        <p className="card-prices">
          <Price paisa={p.price} className="card-price" />
          {off > 0 && p.originalPrice && (
            <s className="text-xs text-cocoa-soft">
              <span className="sr-only">was </span>
              <Price paisa={p.originalPrice} />
            </s>
          )}
          {p.type === 'cake' && p.minPound && (
            <span className="text-xs text-cocoa-soft">/ {p.minPound} lb</span>
          )}
        </p>
        {action}
      </div>
    </article>
  );
}

/** The round buttons over a card's picture: wishlist, compare and, when the list offers it, quick view. */
export function CardActions({
  product: p,
  onQuickView,
}: {
  product: TProductCard;
  onQuickView?: (product: TProductCard) => void;
}) {
  return (
    <div className="card-actions">
      <WishButton product={p} />
      <CompareButton productId={p.id} productName={p.name} />
      {onQuickView && (
        <button
          type="button"
          onClick={() => onQuickView(p)}
          aria-label={`Quick view of ${p.name}`}
          title="Quick view"
          className="round-btn"
        >
          <Eye aria-hidden="true" className="size-4" />
        </button>
      )}
    </div>
  );
}

/** Grey placeholder of a card while a list loads. */
export function ProductCardSkeleton() {
  return (
    <div aria-hidden="true" className="overflow-hidden rounded-2xl bg-white shadow-soft">
      <div className="aspect-square animate-pulse bg-cream-deep" />
      <div className="space-y-2 p-4">
        <div className="h-4 w-4/5 animate-pulse rounded bg-cream-deep" />
        <div className="h-3 w-1/2 animate-pulse rounded bg-cream-deep" />
        <div className="h-5 w-1/3 animate-pulse rounded bg-cream-deep" />
      </div>
    </div>
  );
}
