import * as Dialog from '@radix-ui/react-dialog';
import { localDigits, type TProductCard, type TQuickInfo } from '@upahar/contract';
import { getQuickInfo } from '@upahar/contract/endpoints';
import { m } from '@upahar/contract/messages';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ArrowRight, Store, X } from '~/components/icon';
import { CompareButton } from '~/features/compare';
import { Price } from '~/features/currency';
import { errorMessage } from '~/lib/api';
import { callApi } from '~/lib/browser-api';
import { RatingStars } from './rating-stars';

type State = { info: TQuickInfo | null; error: string | null };

/** Quick view from a listing: fed by product/quick-info/:id, fetched when opened. */
export function QuickViewDialog({ product, onClose }: { product: TProductCard | null; onClose: () => void }) {
  const [state, setState] = useState<State>({ info: null, error: null });
  // The dialog gives focus back only to a trigger of its own; it was opened from a card's menu,
  // whose button has focus until the dialog takes it, so that is where focus returns.
  const [opener] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );
  const id = product?.id;
  useEffect(() => {
    if (!id) return;
    let live = true;
    setState({ info: null, error: null });
    callApi(getQuickInfo, { params: { id } })
      .then((res) => live && setState({ info: res.data, error: null }))
      .catch((e) => live && setState({ info: null, error: errorMessage(e, m.catalog_quick_load_failed()) }));
    return () => {
      live = false;
    };
  }, [id]);

  const p = state.info;
  // The card's data shows at once; the quick info fills in the rest when it arrives.
  const image = p?.images[0]?.path ?? product?.image;
  const href = p?.canonicalPath ?? (product ? `/product/${encodeURIComponent(product.slug)}` : '/');
  return (
    <Dialog.Root open={!!product} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-cocoa/40 animate-[fade-in_150ms_ease-out]" />
        <Dialog.Content
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            opener?.focus();
          }}
          className="fixed inset-x-3 top-1/2 z-50 mx-auto max-h-[90dvh] max-w-3xl -translate-y-1/2 overflow-y-auto rounded-3xl bg-white shadow-lifted outline-none"
        >
          {product && (
            <div className="grid gap-0 sm:grid-cols-2">
              <div className="aspect-square bg-cream-deep">
                {image && (
                  <img
                    src={image}
                    alt={p?.images[0]?.alt || product.imageAlt || product.name}
                    width={480}
                    height={480}
                    className="size-full object-cover"
                  />
                )}
              </div>
              <div className="flex flex-col gap-3 p-5 sm:p-6">
                <Dialog.Title className="pr-8 font-display text-2xl font-semibold">
                  {product.name}
                </Dialog.Title>
                <RatingStars rating={product.rating} count={product.ratingCount} size="md" />
                <p className="flex items-baseline gap-2">
                  <Price paisa={product.price} className="text-2xl font-semibold" />
                  {product.originalPrice && product.originalPrice > product.price && (
                    <s className="text-cocoa-soft">
                      <Price paisa={product.originalPrice} />
                    </s>
                  )}
                  {product.type === 'cake' && product.minPound && (
                    <span className="text-sm text-cocoa-soft">
                      {m.catalog_quick_for_pound({
                        pound: localDigits(String(product.minPound)),
                      })}
                    </span>
                  )}
                </p>
                {product.store && (
                  <p className="flex items-center gap-2 text-sm text-cocoa-soft">
                    <Store aria-hidden="true" className="size-4" />
                    <Link
                      to={`/store/${encodeURIComponent(product.store.slug)}`}
                      className="hover:text-berry hover:underline"
                    >
                      {product.store.name}
                    </Link>
                  </p>
                )}
                <Dialog.Description asChild>
                  <div className="text-sm text-cocoa-soft">
                    {p ? (
                      <p className="line-clamp-5">{p.excerpt}</p>
                    ) : state.error ? (
                      <p role="alert" className="text-danger">
                        {state.error}
                      </p>
                    ) : (
                      <span className="block space-y-2" role="status">
                        <span className="sr-only">{m.catalog_quick_loading()}</span>
                        <span className="block h-3 w-full animate-pulse rounded bg-cream-deep" />
                        <span className="block h-3 w-4/5 animate-pulse rounded bg-cream-deep" />
                      </span>
                    )}
                  </div>
                </Dialog.Description>
                {p && p.sizes.length > 0 && (
                  <p className="text-sm">
                    <span className="font-medium">{m.catalog_quick_sizes()}</span> {p.sizes.join(', ')}
                  </p>
                )}
                <div className="mt-auto flex flex-wrap gap-2 pt-2">
                  <Link to={href} className="btn-primary" onClick={onClose}>
                    {m.catalog_quick_view_details()} <ArrowRight aria-hidden="true" className="size-4" />
                  </Link>
                  <CompareButton productId={product.id} />
                </div>
              </div>
            </div>
          )}
          <Dialog.Close
            aria-label={m.catalog_close()}
            className="absolute top-3 right-3 grid size-9 place-items-center rounded-full bg-white/90 text-cocoa shadow-soft hover:text-berry"
          >
            <X aria-hidden="true" className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
