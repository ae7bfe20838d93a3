import { formatDate, type TStaffCampaign } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import type { ReactNode } from 'react';
import { Link, useLocation, useRevalidator } from 'react-router';
import { buttonClass, FormAlert, ui } from '~/components/form';
import { ArrowLeft, ExternalLink } from '~/components/icon';
import { mineOrNull } from '~/lib/route-data';
import { CampaignBadges } from './campaign-badges';
import { CampaignDetailsForm } from './campaign-details-form';
import { CampaignFlashSales } from './campaign-flash-sales';
import type { OfferTargets } from './campaign-offer-form';
import { CampaignOffers } from './campaign-offers';
import { fetchCampaign, fetchCampaignTargets } from './campaigns-api';

const NO_TARGETS: OfferTargets = { categories: [], brands: [] };

/** The campaign of a dashboard address and what its offers may be on; null when it is not there. */
export async function loadStaffCampaign(id: string, signal: AbortSignal) {
  if (!/^\d{1,9}$/.test(id)) return { campaign: null, targets: NO_TARGETS };
  const [campaign, targets] = await Promise.all([
    mineOrNull(fetchCampaign(Number(id), signal)),
    fetchCampaignTargets(signal),
  ]);
  return { campaign, targets };
}

function CampaignFrame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <Link to="/dashboard/campaigns" className={`${ui.link} inline-flex items-center gap-1.5 text-sm`}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {m.campaigns_staff_all()}
      </Link>
      {children}
    </div>
  );
}

/** The campaign route's HydrateFallback: the page's frame with grey blocks. */
export function CampaignLoading() {
  return (
    <CampaignFrame>
      <div role="status" className="mt-6 space-y-6">
        <span className="sr-only">{m.campaigns_staff_loading()}</span>
        <div className="h-9 w-2/3 animate-pulse rounded-full bg-cream-deep" />
        <div className="h-96 animate-pulse rounded-3xl border border-line bg-white shadow-soft" />
      </div>
    </CampaignFrame>
  );
}

/**
 * /dashboard/campaigns/new (no campaign given) and /dashboard/campaigns/:id (null: not found): a
 * campaign, its offers and its flash sales.
 */
export function DashboardCampaignPage({
  campaign: given,
  targets = NO_TARGETS,
}: {
  campaign?: TStaffCampaign | null;
  targets?: OfferTargets;
}) {
  const location = useLocation();
  const { revalidate } = useRevalidator();
  const flash = (location.state as { message?: string } | null)?.message;
  const reload = () => void revalidate();
  if (given === null)
    return (
      <CampaignFrame>
        <div className="mt-6">
          <FormAlert tone="info">{m.campaigns_staff_not_found()}</FormAlert>
        </div>
      </CampaignFrame>
    );
  const campaign = given ?? null;
  return (
    <CampaignFrame>
      <header className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className={`${ui.heading} break-words`}>
            {campaign ? campaign.name : m.campaigns_staff_new()}
          </h1>
          {campaign ? (
            <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-cocoa-soft">
              <CampaignBadges
                state={campaign.state}
                isPublished={campaign.isPublished}
                fundedBy={campaign.fundedBy}
              />
              <span>
                {formatDate(campaign.startsAt, 'date-time')} – {formatDate(campaign.endsAt, 'date-time')}
              </span>
            </div>
          ) : (
            <p className={ui.lead}>{m.campaigns_staff_draft_lead()}</p>
          )}
        </div>
        {campaign && (
          <a
            href={`/campaign/${campaign.slug}`}
            target="_blank"
            rel="noreferrer"
            className={buttonClass('quiet', 'self-start sm:self-auto', 'sm')}
          >
            <ExternalLink aria-hidden="true" className="size-4" />
            {m.campaigns_staff_view_public()}
          </a>
        )}
      </header>
      <div className="mt-6 space-y-6">
        <CampaignDetailsForm key={campaign?.id ?? 'new'} campaign={campaign} flash={flash} onSaved={reload} />
        {campaign && (
          <>
            <CampaignOffers campaign={campaign} targets={targets} onChanged={reload} />
            <CampaignFlashSales campaign={campaign} onChanged={reload} />
          </>
        )}
      </div>
    </CampaignFrame>
  );
}
