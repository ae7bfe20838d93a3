import type { THomePage, TTestimonial } from '@upahar/contract';
import { Gift, HeartHandshake, Truck } from '~/components/icon';
import { BrandStrip, OccasionGrid, PAGE, ProductRow, StoreCards, Testimonials } from '~/features/catalog';
import { FollowingShelf } from '~/features/follows';
import { PreviouslyViewed } from '~/features/history';

const PROMISES = [
  {
    Icon: Gift,
    title: 'Baked to order',
    text: 'Every cake is made for you, with eggless and less-cream options.',
  },
  {
    Icon: Truck,
    title: 'Delivered with care',
    text: 'Across Kathmandu Valley, on the date and time slot you choose.',
  },
  {
    Icon: HeartHandshake,
    title: 'Local makers',
    text: 'From neighbourhood bakers, florists and gift shops.',
  },
];

function Promises() {
  return (
    <section aria-label="Why Upahar" className="mx-auto max-w-7xl px-4 pb-4 sm:px-6">
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
              title="Offers"
              subtitle="Sweet prices this week."
              products={home.offers}
              seeAll="/products/offers"
            />
            <ProductRow
              id="trending"
              title="Trending now"
              subtitle="What Kathmandu is ordering."
              products={home.trending}
              seeAll="/products/trending"
            />
            <FollowingShelf />
            <OccasionGrid occasions={home.occasions} />
            <ProductRow
              id="recommended"
              title="Recommended for you"
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
