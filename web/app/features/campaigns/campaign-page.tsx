import { formatNumber, type TCampaignDetails, type TDealCard, type TPagination } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Store } from '~/components/icon';
import { PAGE, ProductGrid } from '~/features/catalog';
import { CampaignFestival } from './campaign-festival';
import { CampaignHero } from './campaign-hero';
import { CampaignProducts } from './campaign-products';
import { FlashSales } from './flash-sales';

type CampaignStore = {
  slug: string;
  name: string;
  logo: string | null;
  city: string;
  products: number;
};

type Props = {
  details: TCampaignDetails;
  products: TDealCard[];
  pagination: TPagination | undefined;
  stores: CampaignStore[];
  /** When the server made the page, so countdowns render the same on both sides. */
  now: number;
  /** A game the campaign hides in it (the treasure dig), placed after the deals. */
  extra?: ReactNode;
};

function OfferLinks({
  title,
  base,
  items,
}: {
  title: string;
  base: string;
  items: TCampaignDetails['categories'];
}) {
  if (items.length === 0) return null;
  return (
    <section aria-label={title} className="py-4">
      <h2 className="text-lg font-semibold">{title}</h2>
      <ul className="mt-3 flex flex-wrap gap-3">
        {items.map((c) => (
          <li key={c.slug}>
            <Link
              to={`${base}/${encodeURIComponent(c.slug)}`}
              className="flex min-h-11 items-center gap-2 rounded-full border border-line bg-white py-1 pr-4 pl-1 text-sm font-medium hover:border-berry hover:text-berry"
            >
              {c.image ? (
                <img
                  src={c.image}
                  alt=""
                  width={36}
                  height={36}
                  className="size-9 rounded-full object-cover"
                />
              ) : (
                <span className="size-9 rounded-full bg-berry-soft" />
              )}
              {c.name}
              {c.percentOff !== null && (
                <span className="rounded-full bg-berry px-2 py-0.5 text-xs font-bold text-white">
                  {m.campaigns_percent_off({ percent: formatNumber(c.percentOff) })}
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /campaign/{slug}: the campaign, its flash sales, what is on offer, its products and stores. */
export function CampaignPage({ details, products, pagination, stores, now, extra }: Props) {
  const c = details.campaign;
  const base = `/campaign/${encodeURIComponent(c.slug)}`;
  return (
    <div className={`${PAGE} py-6 sm:py-8`}>
      <CampaignHero campaign={c} now={now} banner={details.sliders[0]} />
      {details.festival && <CampaignFestival festival={details.festival} />}
      {c.description && <p className="mt-5 max-w-3xl text-cocoa-soft">{c.description}</p>}
      {c.state === 'ended' ? (
        <p className="mt-6 rounded-2xl bg-white p-6 shadow-soft">
          {m.campaigns_over()}{' '}
          <Link to="/" className="font-semibold text-berry hover:underline">
            {m.campaigns_see_new()}
          </Link>
        </p>
      ) : (
        <>
          <FlashSales sales={details.flashSale} now={now} />
          <OfferLinks
            title={m.campaigns_categories_on_offer()}
            base={`${base}/category`}
            items={details.categories}
          />
          <OfferLinks title={m.campaigns_brands_on_offer()} base={`${base}/brand`} items={details.brands} />
          {details.featureDeals.length > 0 && (
            <section aria-labelledby="feature-title" className="py-6">
              <h2 id="feature-title" className="mb-4 text-xl font-bold">
                {m.campaigns_best_deals()}
              </h2>
              <ProductGrid products={details.featureDeals} />
            </section>
          )}
        </>
      )}
      {extra}
      <section aria-labelledby="deals" className="py-6">
        <h2 id="deals" className="mb-4 text-xl font-bold">
          {m.campaigns_everything_in({ campaign: c.name })}
        </h2>
        <CampaignProducts products={products} pagination={pagination} />
      </section>
      {stores.length > 0 && (
        <section aria-labelledby="stores-title" className="py-6">
          <h2 id="stores-title" className="mb-4 text-xl font-bold">
            {m.campaigns_stores_taking_part()}
          </h2>
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {stores.map((s) => (
              <li key={s.slug}>
                <Link
                  to={`/store/${encodeURIComponent(s.slug)}`}
                  className="flex min-h-16 items-center gap-3 rounded-2xl border border-line bg-white p-3 hover:border-berry"
                >
                  {s.logo ? (
                    <img
                      src={s.logo}
                      alt=""
                      width={44}
                      height={44}
                      className="size-11 rounded-full object-cover"
                    />
                  ) : (
                    <Store aria-hidden="true" className="size-11 rounded-full bg-berry-soft p-2 text-berry" />
                  )}
                  <span className="min-w-0">
                    <span className="block truncate font-semibold">{s.name}</span>
                    <span className="block text-xs text-cocoa-soft">
                      {m.campaigns_store_on_offer({ city: s.city, count: formatNumber(s.products) })}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
