import type { TCampaignSummary, TDealCard, TPagination } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { Link } from 'react-router';
import { ArrowLeft } from '~/components/icon';
import { PAGE } from '~/features/catalog';
import { CampaignHero } from './campaign-hero';
import { CampaignProducts } from './campaign-products';

/** /campaign/{slug}/category/{category} and /brand/{brand}: the campaign's products of one of them. */
export function CampaignScopePage({
  campaign,
  scope,
  products,
  pagination,
  now,
}: {
  campaign: TCampaignSummary;
  scope: { kind: 'category' | 'brand'; slug: string; name: string };
  products: TDealCard[];
  pagination: TPagination | undefined;
  now: number;
}) {
  return (
    <div className={`${PAGE} py-6 sm:py-8`}>
      <Link
        to={`/campaign/${encodeURIComponent(campaign.slug)}`}
        className="mb-4 inline-flex min-h-11 items-center gap-1 text-sm font-medium text-berry hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> {m.campaigns_all_of({ campaign: campaign.name })}
      </Link>
      <CampaignHero
        campaign={campaign}
        now={now}
        heading={m.campaigns_scope_in({ scope: scope.name, campaign: campaign.name })}
      />
      <section aria-labelledby="scope-products" className="py-6">
        <h2 id="scope-products" className="mb-4 text-xl font-bold">
          {m.campaigns_scope_on_offer({ scope: scope.name })}
        </h2>
        <CampaignProducts products={products} pagination={pagination} />
      </section>
    </div>
  );
}
