import type { THomePage, TTestimonial } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { Gift, HeartHandshake, Truck } from '~/components/icon';
import { BrandStrip, OccasionGrid, PAGE, ProductRow, StoreCards, Testimonials } from '~/features/catalog';
import { FollowingShelf } from '~/features/follows';
import { PreviouslyViewed } from '~/features/history';

const PROMISES = [
  {
    Icon: Gift,
    title: m.home_promise_baked_title(),
    text: m.home_promise_baked_text(),
  },
  {
    Icon: Truck,
    title: m.home_promise_delivery_title(),
    text: m.home_promise_delivery_text(),
  },
  {
    Icon: HeartHandshake,
    title: m.home_promise_local_title(),
    text: m.home_promise_local_text(),
  },
];

function Promises() {
  return (
    <section aria-label={m.home_promises_label()} className="mx-auto max-w-7xl px-4 pb-4 sm:px-6">
      <ul className="grid gap-4 md:grid-cols-3">
        {PROMISES.map(({ Icon, title, text }) => (
          <li key={title} className="flex gap-4 rounded-2xl border border-line bg-white/70 p-5">
            <Icon aria-hidden="true" className="size-7 shrink-0 text-berry" />
            <div>
              <h3 className="text-lg font-semibold">{title}</h3>
              <p className="mt-1 text-sm text-cocoa-soft">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The home page below its categories: offers, trending, the stores a shopper follows, occasions,
 * recommendations, stores, brands, testimonials, what this browser viewed, and the shop's promises.
 */
export function HomeShelves({
  home,
  testimonials,
}: {
  home: THomePage | null;
  testimonials: TTestimonial[];
}) {
  return (
    <>
      <div className={PAGE}>
        {home && (
          <>
            <ProductRow
              id="offers"
              title={m.home_offers_title()}
              subtitle={m.home_offers_subtitle()}
              products={home.offers}
              seeAll="/products/offers"
            />
            <ProductRow
              id="trending"
              title={m.home_trending_title()}
              subtitle={m.home_trending_subtitle()}
              products={home.trending}
              seeAll="/products/trending"
            />
            <FollowingShelf />
            <OccasionGrid occasions={home.occasions} />
            <ProductRow
              id="recommended"
              title={m.home_recommended_title()}
              products={home.recommended}
              seeAll="/products/recommended"
              later
            />
            <StoreCards stores={home.stores} />
            <BrandStrip brands={home.brands} />
          </>
        )}
        <Testimonials items={testimonials} />
        <PreviouslyViewed />
      </div>
      <div className="pt-4 pb-10">
        <Promises />
      </div>
    </>
  );
}
