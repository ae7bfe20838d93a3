import { formatNumber, type TProductCard } from '@upahar/contract';
import { listWishes } from '@upahar/contract/endpoints';
import { m } from '@upahar/contract/messages';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { buttonClass, ui } from '~/components/form';
import { Heart, Loader2 } from '~/components/icon';
import { GRID, ProductCard, ProductCardSkeleton } from '~/features/catalog';
import { callApi } from '~/lib/browser-api';
import { type RowsPage, useMoreRows } from '~/lib/use-more-rows';
import { useWishlist } from './wishlist-context';

/** A page of the wished products, newest first, 24 at a time: what the route's clientLoader gives. */
export async function loadWishes(page: number, signal: AbortSignal) {
  const res = await callApi(listWishes, { query: { page } }, { signal });
  return { products: res.data.products, pagination: res.meta?.pagination ?? null };
}

type Wishes = Awaited<ReturnType<typeof loadWishes>>;

/** The products and their page in the wishlist route's answer, for "Load more". */
function wishesOf(data: unknown): RowsPage<TProductCard> | null {
  if (typeof data !== 'object' || data === null || !('products' in data)) return null;
  const { products, pagination } = data as Wishes;
  return { rows: products, pagination };
}

/** /profile/wishlist: the wished products, newest first; later pages with "Load more". */
export function WishlistPage({ products, pagination }: Wishes) {
  const wishlist = useWishlist();
  const { items, total: listed, ...more } = useMoreRows({ rows: products, pagination }, wishesOf);

  // A heart un-pressed here (on the card or with Remove) takes the card off the page. Only cards
  // the wishlist context has seen wished count, so a slow context load hides nothing.
  const seen = useRef(new Set<string>());
  for (const p of items) if (wishlist.has(p.id)) seen.current.add(p.id);
  // Removed with this page's button: gone even if the context had not loaded when it was tapped.
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const visible = items.filter((p) => !removed.has(p.id) && !(seen.current.has(p.id) && !wishlist.has(p.id)));
  async function remove(p: TProductCard) {
    const wished = await wishlist.toggle({ id: p.id, type: p.type, name: p.name, want: false });
    if (wished === false) setRemoved((cur) => new Set(cur).add(p.id));
  }
  const removedHere = items.length - visible.length;
  const total = Math.max(0, listed - removedHere);

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-12">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className={ui.heading}>{m.wishlist_title()}</h1>
          <p className={ui.lead}>
            {total > 0 ? m.wishlist_saved_count({ count: formatNumber(total) }) : m.wishlist_lead()}
          </p>
        </div>
        <Link to="/profile" className={`${ui.link} text-sm`}>
          {m.wishlist_back_to_profile()}
        </Link>
      </div>

      <div className="mt-6">
        {visible.length === 0 && !more.hasMore && <EmptyWishlist />}
        {visible.length > 0 && (
          <ul className={GRID}>
            {visible.map((p, i) => (
              <li key={p.id} className="flex flex-col gap-2">
                <div className="flex-1">
                  <ProductCard product={p} eager={i < 4} />
                </div>
                <button
                  type="button"
                  onClick={() => void remove(p)}
                  disabled={wishlist.busy.has(p.id)}
                  className={buttonClass('quiet', 'self-center', 'sm')}
                  aria-label={m.wishlist_remove_named({ name: p.name })}
                >
                  {wishlist.busy.has(p.id) && <Loader2 aria-hidden="true" className="size-4 animate-spin" />}
                  {m.wishlist_remove()}
                </button>
              </li>
            ))}
          </ul>
        )}
        {(more.hasMore || more.failed) && (
          <div className="mt-8 flex flex-col items-center gap-3">
            {more.failed && (
              <p className={ui.error}>{m.wishlist_load_more_failed({ reason: more.failed })}</p>
            )}
            <button
              type="button"
              onClick={more.loadMore}
              disabled={more.loading}
              className={buttonClass('secondary')}
            >
              {more.loading && <Loader2 aria-hidden="true" className="size-4 animate-spin" />}
              {more.failed ? m.common_try_again() : m.common_load_more()}
            </button>
          </div>
        )}
      </div>
    </div>
  );
}

/** The page's frame with grey cards while the first page of wishes is on its way. */
export function WishlistLoading() {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className={ui.heading}>{m.wishlist_title()}</h1>
      <p className={ui.lead}>{m.wishlist_lead()}</p>
      <div role="status" className={`mt-6 ${GRID}`}>
        <span className="sr-only">{m.wishlist_loading()}</span>
        {Array.from({ length: 8 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <ProductCardSkeleton key={i} />
        ))}
      </div>
    </div>
  );
}

function EmptyWishlist() {
  return (
    <div className="flex flex-col items-center rounded-3xl border border-line bg-white px-6 py-12 text-center shadow-soft">
      <span className="grid size-20 place-items-center rounded-full bg-berry-soft text-berry">
        <Heart aria-hidden="true" className="size-9" />
      </span>
      <h2 className="mt-5 font-display text-2xl font-semibold">{m.wishlist_empty_title()}</h2>
      <p className="mt-2 max-w-sm text-cocoa-soft">{m.wishlist_empty_text()}</p>
      <Link to="/category/cakes" className={buttonClass('primary', 'mt-6')}>
        {m.wishlist_browse_cakes()}
      </Link>
    </div>
  );
}
