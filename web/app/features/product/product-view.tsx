import { localDigits, type TCakeOptions, type TDeal, type TProductDetail } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { lazy, Suspense, useEffect } from 'react';
import { Link } from 'react-router';
import { EyeOff } from '~/components/icon';
import { ShareBar } from '~/components/share';
import { DealNote } from '~/features/campaigns';
import { Breadcrumb, ProductRow, RatingStars } from '~/features/catalog';
import { CompareButton, CompareTray, useCompare } from '~/features/compare';
import { Price } from '~/features/currency';
import { recordViewed } from '~/features/history';
import { WishButton } from '~/features/wishlist';
import { LaterPart } from '~/lib/later-part';
import { addressIn, LOCALE } from '~/lib/locale';
import { useMediaQuery } from '~/lib/use-media-query';
import { AccessoryToggle } from './accessory-toggle';
import { ProductBadges } from './badges';
import { BookNotBuy, BuyPanel } from './buy-panel';
import { buyBoxPlace, DESKTOP_QUERY, galleryRoom, railVars, useBuyRail } from './buy-rail';
import { soldOnline, stockHint } from './buy-state';
import { CakeConfigurator } from './cake-configurator';
import { cakeLook, lookLabel, looksAsPictured } from './configurator-state';
import { DeliveryInfo } from './delivery-info';
import { Gallery, type GallerySketch } from './gallery';
import { safeJsonForScript } from './json-ld';
import { ProductCommunity } from './product-community';
import { ProductDetails } from './product-details';
import { productLd } from './product-meta';
import { usePurchase } from './use-purchase';

// Only drawn once a shopper picks another shape, flavour or tier count: loaded then, not with the page.
// Reviews, questions and comments lie under the product and its shelves: the server sends their
// frame, and their code (lists, forms, replies) loads once the shopper scrolls to them.
const loadCommunity = () => import('./product-community').then((m) => m.ProductCommunity);
// Where and when to deliver, and the store's Follow: under the choices, so its code (the delivery
// location search among it) comes once the shopper reaches it. Until then nothing is picked, as
// the shopper has seen nothing picked.
const loadDeliveryInfo = () => import('./delivery-info').then((m) => m.DeliveryInfo);

const CakePicture = lazy(() => import('./cake-picture').then((m) => ({ default: m.CakePicture })));

type Props = {
  product: TProductDetail;
  cakeOptions: TCakeOptions | null;
  origin?: string;
  /** A store owner looking at an inactive product (product/{id}?forceInactive=1). */
  preview?: boolean;
  /** The campaign offer or flash sale pricing the product now, and when the page was made. */
  deal?: TDeal | null;
  now?: number;
};

export function ProductView({
  product: p,
  cakeOptions,
  origin = '',
  preview = false,
  deal = null,
  now,
}: Props) {
  // Previously viewed, newest first. Not for an owner's preview.
  useEffect(() => {
    if (!preview) recordViewed(p.id);
  }, [p.id, preview]);
  const images = p.images.length ? p.images : p.image ? [{ path: p.image, alt: p.imageAlt ?? p.name }] : [];
  const price = deal ? deal.price : p.price;
  const was = deal ? Math.max(deal.listPrice, p.originalPrice ?? 0) : p.originalPrice;
  const onSale = was !== null && was > price;
  const buy = usePurchase(p, cakeOptions, preview, deal);
  const extras = buy.extras;
  const online = soldOnline(p);
  // Desktops show the buy box under the picture; the server and the first render draw the
  // phone's layout, which desktops keep in place until then.
  const side = useMediaQuery(DESKTOP_QUERY, false) && online;
  const rail = useBuyRail(side);
  const comparing = useCompare().ids.length > 0;
  const choice = buy.cakeChoice;
  const sketch: GallerySketch | null =
    cakeOptions && choice && !looksAsPictured(choice, cakeOptions)
      ? {
          key: `${choice.shape}-${choice.flavorId}-${choice.tier}`,
          label: lookLabel(choice, cakeOptions),
          draw: (className) => (
            <Suspense fallback={<span className={`${className} animate-pulse bg-cream-deep`} />}>
              <CakePicture
                look={cakeLook(choice, cakeOptions)}
                label={lookLabel(choice, cakeOptions)}
                className={className}
              />
            </Suspense>
          ),
        }
      : null;

  return (
    <div className="mx-auto w-full max-w-7xl px-4 pb-16 sm:px-6">
      {!preview && (
        // Seller text inside JSON-LD: escaped so it cannot end the script element (json-ld.ts).
        <script
          type="application/ld+json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: safeJsonForScript escapes < > & and line separators
          dangerouslySetInnerHTML={{ __html: safeJsonForScript(productLd(p, origin)) }}
        />
      )}
      {preview && (
        <p
          role="status"
          className="mt-4 flex items-center gap-2 rounded-2xl bg-cocoa px-4 py-3 text-sm font-medium text-white"
        >
          <EyeOff aria-hidden="true" className="size-4 shrink-0" /> {m.product_inactive_notice()}
        </p>
      )}
      <Breadcrumb items={[{ to: `/category/${p.category.slug}`, label: p.category.name }]} current={p.name} />

      <div
        ref={rail.grid}
        style={railVars({ comparing, withBuyBox: online })}
        className="mt-4 grid gap-8 [--rail-top:6rem] md:grid-cols-2 lg:gap-12 xl:[--rail-top:9rem]"
      >
        <div
          ref={rail.gallery}
          style={side ? galleryRoom : undefined}
          className="md:sticky md:top-(--rail-top) md:col-start-1 md:row-start-1 md:self-start"
        >
          <Gallery images={images} name={p.name} sketch={sketch} />
        </div>
        <div className="flex min-w-0 flex-col gap-5 md:col-start-2 md:row-start-1">
          <div>
            <p className="text-sm text-cocoa-soft">
              <Link to={`/store/${p.store.slug}`} className="font-medium text-berry hover:underline">
                {p.store.name}
              </Link>
              {p.brand && p.brand.name !== p.store.name && (
                <>
                  {' · '}
                  <span>{p.brand.name}</span>
                </>
              )}
            </p>
            <h1 className="mt-1 font-display text-3xl font-semibold sm:text-4xl">{p.name}</h1>
            <a href="#reviews" className="mt-2 inline-block rounded hover:underline">
              <RatingStars rating={p.rating} count={p.ratingCount} size="md" />
            </a>
          </div>
          <div>
            <p className="flex flex-wrap items-baseline gap-x-3">
              <Price paisa={price} className="font-display text-3xl font-semibold text-cocoa" />
              {onSale && was !== null && (
                <span className="text-lg text-cocoa-soft line-through">
                  <span className="sr-only">{m.product_was()} </span>
                  <Price paisa={was} />
                </span>
              )}
            </p>
            {deal && now !== undefined && (
              <div className="mt-3">
                <DealNote deal={deal} now={now} isCake={p.type === 'cake'} />
              </div>
            )}
            {p.type === 'cake' && p.minPound !== null && (
              <p className="text-sm text-cocoa-soft">
                {m.product_for_pound({ pound: localDigits(String(p.minPound)) })}
              </p>
            )}
          </div>
          <ProductBadges product={p} egglessOnRequest={cakeOptions?.egglessAvailable ?? false} />
          <div className="flex flex-wrap gap-3">
            {/* Tighter on phones, so both fit on one line at 390 px. */}
            <CompareButton productId={p.id} className="max-sm:px-3.5" />
            <WishButton product={p} variant="full" className="max-sm:px-3.5" />
          </div>
          {!preview && <ShareBar url={addressIn(LOCALE, origin, p.canonicalPath)} title={p.name} />}
          {/* Below desktops the buy card sticks to the bottom only within this box: it appears once
              the name and price above have been read, and rests after the delivery choice. */}
          <div className="flex flex-col gap-5">
            {cakeOptions && (
              <CakeConfigurator
                productId={p.id}
                options={cakeOptions}
                minPound={p.minPound}
                basePrice={p.price}
                onChange={buy.setCake}
                maxQuantity={buy.max}
                quantityHint={stockHint(p.stock)}
                deal={deal}
                photoPrintable={p.photoPrintable ?? false}
                refused={buy.refused}
              />
            )}
            {online ? (
              <>
                <LaterPart
                  name="delivery-info"
                  server={import.meta.env.SSR ? DeliveryInfo : null}
                  load={loadDeliveryInfo}
                  when="seen"
                  props={{ product: p, onPick: buy.onPick }}
                />
                {!side && <BuyPanel product={p} purchase={buy} />}
              </>
            ) : (
              // Automobiles are booked with the showroom: no delivery to pick, nothing to add.
              <BookNotBuy store={p.store} />
            )}
          </div>
        </div>
        {side && (
          // After the choices in the page (the order of the keyboard and of screen readers),
          // shown under the picture: see useBuyRail.
          <div ref={rail.buy} style={buyBoxPlace} className="sticky z-10 col-start-1 row-start-1 self-start">
            <BuyPanel product={p} purchase={buy} placement="side" />
          </div>
        )}
      </div>

      <div className="mt-12 space-y-4">
        <ProductDetails product={p} />
        <ProductRow
          id="suggested"
          title={p.type === 'cake' ? m.product_row_cakes_you_may_like() : m.product_row_you_may_like()}
          products={p.suggested}
          later
        />
        <ProductRow
          id="accessories"
          title={m.product_row_celebration()}
          subtitle={m.product_row_celebration_subtitle()}
          products={p.accessories}
          later
          cardAction={
            extras
              ? (a) => (
                  <AccessoryToggle
                    name={a.name}
                    picked={extras.isPicked(a.id)}
                    onToggle={() => extras.toggle(a.id)}
                  />
                )
              : undefined
          }
        />
        <ProductRow
          id="combos"
          title={m.product_row_combos()}
          subtitle={m.product_row_combos_subtitle()}
          products={p.combos}
          later
        />
        <ProductRow id="related" title={m.product_row_related()} products={p.related} later />
        <LaterPart
          name="product-community"
          server={import.meta.env.SSR ? ProductCommunity : null}
          load={loadCommunity}
          when="seen"
          props={{ product: p }}
        />
      </div>
      <CompareTray />
    </div>
  );
}
