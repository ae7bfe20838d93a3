import {
  formatNumber,
  type TBrandLink,
  type THomePage,
  type TNamedLink,
  type TTestimonial,
} from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { Link } from 'react-router';
import { Quote, Star, Store } from '~/components/icon';
import { FollowButton } from '~/features/follows';
import { SECTION } from './category-strip';
import { RatingStars } from './rating-stars';
import { SectionHeading } from './section-heading';

/** Occasions as picture tiles (Birthday, Anniversary, Dashain...). */
export function OccasionGrid({ occasions }: { occasions: TNamedLink[] }) {
  if (occasions.length === 0) return null;
  return (
    <section aria-labelledby="home-occasions" className={SECTION}>
      <SectionHeading
        id="home-occasions"
        title={m.home_occasions_title()}
        subtitle={m.home_occasions_subtitle()}
      />
      <ul className="mt-5 grid grid-cols-3 gap-3 sm:grid-cols-4 sm:gap-4 lg:grid-cols-7">
        {occasions.map((o) => (
          <li key={o.slug}>
            <Link to={`/occasion/${encodeURIComponent(o.slug)}`} className="group tile">
              <span className="tile-media">
                {o.image && (
                  <img src={o.image} alt="" width={200} height={200} loading="lazy" className="tile-img" />
                )}
              </span>
              <span className="tile-label">{o.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Store logo cards linking /store/{slug}, each with its Follow button (not inside the link). */
export function StoreCards({ stores }: { stores: THomePage['stores'] }) {
  if (stores.length === 0) return null;
  return (
    <section aria-labelledby="home-stores" className={SECTION}>
      <SectionHeading id="home-stores" title={m.home_stores_title()} subtitle={m.home_stores_subtitle()} />
      <ul className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-6">
        {stores.map((s) => (
          <li key={s.slug} className="store-tile">
            <Link to={`/store/${encodeURIComponent(s.slug)}`} className="store-tile-link group">
              <span className="store-tile-logo">
                {s.logo ? (
                  <img
                    src={s.logo}
                    alt=""
                    width={64}
                    height={64}
                    loading="lazy"
                    className="size-full object-cover"
                  />
                ) : (
                  <Store aria-hidden="true" className="size-7 text-berry" />
                )}
              </span>
              <span className="store-tile-name">{s.name}</span>
              {s.rating > 0 && (
                <span className="store-tile-rating">
                  <Star aria-hidden="true" className="size-3.5 fill-caramel text-caramel" />
                  <span className="sr-only">{m.home_store_rated()}</span>{' '}
                  {formatNumber(s.rating, { decimals: 1 })}
                </span>
              )}
            </Link>
            <FollowButton store={s} size="small" className="flex-col justify-center" />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Brand logos; each opens all products of that brand (the listing's brand filter). */
export function BrandStrip({ brands }: { brands: TBrandLink[] }) {
  if (brands.length === 0) return null;
  return (
    <section aria-labelledby="home-brands" className={SECTION}>
      <SectionHeading id="home-brands" title={m.home_brands_title()} />
      <ul className="-mx-4 mt-5 flex gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:flex-wrap sm:px-0">
        {brands.map((b) => (
          <li key={b.slug} className="shrink-0">
            <Link to={`/products?brand=${encodeURIComponent(b.slug)}`} className="brand-chip">
              {b.logo ? (
                <img
                  src={b.logo}
                  alt=""
                  width={36}
                  height={36}
                  loading="lazy"
                  className="size-9 rounded-full object-cover"
                />
              ) : (
                <span className="size-9 rounded-full bg-berry-soft" />
              )}
              {b.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** What customers said (GET testimonials). */
export function Testimonials({ items }: { items: TTestimonial[] }) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="home-testimonials" className={SECTION}>
      <SectionHeading id="home-testimonials" title={m.home_testimonials_title()} />
      {/* On a phone the quotes scroll sideways: the strip takes focus so arrow keys can scroll it. */}
      <ul
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        tabIndex={0}
        aria-label={m.home_testimonials_label()}
        className="-mx-4 mt-5 flex snap-x gap-4 overflow-x-auto px-4 pb-2 focus-visible:outline-2 focus-visible:outline-berry sm:mx-0 sm:grid sm:grid-cols-2 sm:px-0 lg:grid-cols-3"
      >
        {items.map((t) => (
          <li key={`${t.name}-${t.text.slice(0, 20)}`} className="quote-item">
            <figure className="quote-card">
              <Quote aria-hidden="true" className="size-6 text-icing" />
              <blockquote className="quote-text">{t.text}</blockquote>
              <RatingStars rating={t.rating} count={1} hideCount />
              <figcaption className="quote-by">
                {t.avatar ? (
                  <img src={t.avatar} alt="" width={40} height={40} loading="lazy" className="quote-avatar" />
                ) : (
                  <span
                    aria-hidden="true"
                    className="grid size-10 place-items-center rounded-full bg-berry-soft font-semibold text-berry"
                  >
                    {t.name.slice(0, 1)}
                  </span>
                )}
                <span>
                  <span className="quote-name">{t.name}</span>
                  <span className="quote-place">{t.location}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
