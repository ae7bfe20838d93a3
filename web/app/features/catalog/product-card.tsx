import { localDigits, relativeDay, type TProductCard } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Ellipsis, Eye, GitCompareArrows, ImageOff } from '~/components/icon';
import { productPath } from '~/components/layout/link-target';
import { useShopToday } from '~/components/layout/shell-data';
import { type MenuAction, MenuButton } from '~/components/menu';
import { useCompare } from '~/features/compare';
import { Price } from '~/features/currency';
import { WishButton } from '~/features/wishlist';
import { useHydrated } from '~/lib/use-hydrated';
import { cardBadge, percentOff } from './card-badge';
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
  // The buttons need JavaScript: drawn once the page is live, never as dead buttons, and a page
  // of cards is lighter to send without them.
  const live = useHydrated();
  const href = productPath(p.slug);
  const off = percentOff(p);
  const badge = cardBadge(p);
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
        {badge && <span className={`card-badge ${badge.tone}`}>{badge.text}</span>}
        {live && <WishButton product={p} className="card-wish" />}
      </div>
      <div className="card-body">
        <h3 className="card-title">
          <Link to={href} className="card-name">
            {p.name}
          </Link>
        </h3>
        {p.store && <p className="truncate text-xs text-cocoa-soft">{p.store.name}</p>}
        {p.earliestDate && <Earliest date={p.earliestDate} />}
        {/* "No reviews yet" on every new product's card would only add noise to a list. */}
        {p.ratingCount > 0 && <RatingStars rating={p.rating} count={p.ratingCount} />}
        <div className="card-prices">
          <Price paisa={p.price} className="card-price" />
          {off > 0 && p.originalPrice && (
            <s className="text-xs text-cocoa-soft">
              <span className="sr-only">{m.catalog_card_was()} </span>
              <Price paisa={p.originalPrice} />
            </s>
          )}
          {p.type === 'cake' && p.minPound && (
            <span className="text-xs text-cocoa-soft">
              {m.catalog_card_per_pound({
                pound: localDigits(String(p.minPound)),
              })}
            </span>
          )}
          {live && <CardMenu product={p} onQuickView={onQuickView} />}
        </div>
        {action}
      </div>
    </article>
  );
}

/**
 * "Earliest: Today" / "Tomorrow" / "Tue 1 Dec": the first day the product can be delivered, as
 * the server worked it out from its store's rules, worded from today in Kathmandu. A list kept a
 * while never shows a day already past.
 */
function Earliest({ date }: { date: string }) {
  const today = useShopToday();
  const shown = date < today ? today : date;
  const day = relativeDay(shown, today);
  // One element per card: a listing holds dozens of them.
  return (
    <p className={shown === today ? 'card-earliest card-today' : 'card-earliest'}>
      {m.catalog_card_earliest({ day })}
    </p>
  );
}

/**
 * Compare and, when the list offers it, quick view: behind one small button beside the price, so
 * the picture keeps only the wishlist heart.
 */
export function CardMenu({
  product: p,
  onQuickView,
}: {
  product: TProductCard;
  onQuickView?: (product: TProductCard) => void;
}) {
  const { has, add, remove } = useCompare();
  const comparing = has(p.id);
  const actions: MenuAction[] = [
    {
      label: m.catalog_card_compare(),
      icon: <GitCompareArrows aria-hidden="true" className="size-4" />,
      checked: comparing,
      onSelect: () => (comparing ? remove(p.id) : add(p.id)),
    },
  ];
  if (onQuickView) {
    actions.push({
      label: m.catalog_card_quick_view(),
      icon: <Eye aria-hidden="true" className="size-4" />,
      onSelect: () => onQuickView(p),
    });
  }
  return (
    <MenuButton
      label={m.catalog_card_more_actions({ name: p.name })}
      actions={actions}
      className="card-menu"
      menuClassName="absolute right-0 bottom-full mb-1"
    >
      <Ellipsis aria-hidden="true" className="size-5" />
    </MenuButton>
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
