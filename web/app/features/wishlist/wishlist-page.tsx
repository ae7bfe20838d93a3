import type { TPagination, TProductCard } from '@upahar/contract';
import { listWishes } from '@upahar/contract/endpoints';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { buttonClass, FormAlert, ui } from '~/components/form';
import { Heart, Loader2 } from '~/components/icon';
import { GRID, ProductCard, ProductCardSkeleton } from '~/features/catalog';
import { errorMessage } from '~/lib/api';
import { callApi } from '~/lib/browser-api';
import { useWishlist } from './wishlist-context';

/** /profile/wishlist: the wished products, newest first, 24 at a time (GET wishes?page). */
export function WishlistPage() {
  const wishlist = useWishlist();
  const [items, setItems] = useState<TProductCard[]>([]);
  const [pagination, setPagination] = useState<TPagination | null>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading');
  const [loadingMore, setLoadingMore] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async (page: number) => {
    const res = await callApi(listWishes, { query: { page } });
    setPagination(res.meta?.pagination ?? null);
    // A product wished while reading moves pages: never show it twice.
    setItems((prev) => {
      const base = page === 1 ? [] : prev;
      const seen = new Set(base.map((p) => p.id));
      return [...base, ...res.data.products.filter((p) => !seen.has(p.id))];
    });
  }, []);

  const first = useCallback(() => {
    setStatus('loading');
    setError(null);
    load(1).then(
      () => setStatus('ready'),
      (e) => {
        setError(errorMessage(e));
        setStatus('error');
      },
    );
  }, [load]);
  useEffect(first, [first]);

  async function more() {
    if (loadingMore || !pagination) return;
    setLoadingMore(true);
    setError(null);
    try {
      await load(pagination.currentPage + 1);
    } catch (e) {
      setError(errorMessage(e, 'Could not load more products'));
    } finally {
      setLoadingMore(false);
    }
  }

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
  const total = Math.max(0, (pagination?.total ?? items.length) - removedHere);
  const hasMore = !!pagination && pagination.currentPage < pagination.totalPages;

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-12">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className={ui.heading}>Your wishlist</h1>
          <p className={ui.lead}>
            {status === 'ready' && total > 0
              ? `${total} ${total === 1 ? 'favourite' : 'favourites'} saved for later`
              : 'Cakes and gifts you have hearted, kept for later.'}
          </p>
        </div>
        <Link to="/profile" className={`${ui.link} text-sm`}>
          Back to your profile
        </Link>
      </div>

      <div className="mt-6">
        {status === 'loading' && (
          <div className={GRID} aria-hidden="true">
            {Array.from({ length: 8 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <ProductCardSkeleton key={i} />
            ))}
          </div>
        )}
        {status === 'error' && (
          <div className="space-y-4">
            <FormAlert tone="error">{error}</FormAlert>
            <button type="button" className={buttonClass('secondary')} onClick={first}>
              Try again
            </button>
          </div>
        )}
        {status === 'ready' && visible.length === 0 && !hasMore && <EmptyWishlist />}
        {status === 'ready' && visible.length > 0 && (
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
                  aria-label={`Remove ${p.name} from your wishlist`}
                >
                  {wishlist.busy.has(p.id) && <Loader2 aria-hidden="true" className="size-4 animate-spin" />}
                  Remove
                </button>
              </li>
            ))}
          </ul>
        )}
        {status === 'ready' && (hasMore || (error && items.length > 0)) && (
          <div className="mt-8 flex flex-col items-center gap-3">
            {error && <p className={ui.error}>{error}</p>}
            {hasMore && (
              <button
                type="button"
                onClick={more}
                disabled={loadingMore}
                className={buttonClass('secondary')}
              >
                {loadingMore && <Loader2 aria-hidden="true" className="size-4 animate-spin" />}
                Load more
              </button>
            )}
          </div>
        )}
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
      <h2 className="mt-5 font-display text-2xl font-semibold">Nothing on your wishlist yet</h2>
      <p className="mt-2 max-w-sm text-cocoa-soft">
        Tap the heart on any cake or gift and it waits for you here, ready for the next birthday.
      </p>
      <Link to="/category/cakes" className={buttonClass('primary', 'mt-6')}>
        Browse cakes
      </Link>
    </div>
  );
}
