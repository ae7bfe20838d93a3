import { formatDate } from '@upahar/contract';
import { useCallback } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClass, FormAlert, ui } from '~/components/form';
import { ArrowLeft, ExternalLink } from '~/components/icon';
import { ForbiddenScreen, LoadFailed, useStaffLoad } from '~/features/staff-shell';
import { ApiError } from '~/lib/api';
import { CampaignBadges } from './campaign-badges';
import { CampaignDetailsForm } from './campaign-details-form';
import { CampaignFlashSales } from './campaign-flash-sales';
import { CampaignOffers } from './campaign-offers';
import { fetchCampaign, fetchCampaignTargets } from './campaigns-api';

/** /dashboard/campaigns/new and /dashboard/campaigns/:id: a campaign, its offers and its flash sales. */
export function DashboardCampaignPage({ id }: { id?: string }) {
  const location = useLocation();
  const flash = (location.state as { message?: string } | null)?.message;
  const number = id === undefined ? null : /^\d{1,9}$/.test(id) ? Number(id) : 0;
  const load = useCallback(
    async (signal: AbortSignal) => {
      if (number === null) return { campaign: null, targets: { categories: [], brands: [] } };
      if (number === 0) throw new ApiError('This campaign was not found.', 404);
      const [campaign, targets] = await Promise.all([
        fetchCampaign(number, signal),
        fetchCampaignTargets(signal),
      ]);
      return { campaign, targets };
    },
    [number],
  );
  const { state, reload, set } = useStaffLoad(load, true);
  if (state.status === 'forbidden') return <ForbiddenScreen />;
  const campaign = state.status === 'ready' ? state.data.campaign : null;
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <Link to="/dashboard/campaigns" className={`${ui.link} inline-flex items-center gap-1.5 text-sm`}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        All campaigns
      </Link>
      {state.status === 'loading' && (
        <div role="status" className="mt-6 space-y-6">
          <span className="sr-only">Loading the campaign</span>
          <div className="h-9 w-2/3 animate-pulse rounded-full bg-cream-deep" />
          <div className="h-96 animate-pulse rounded-3xl border border-line bg-white shadow-soft" />
        </div>
      )}
      {state.status === 'missing' && (
        <div className="mt-6">
          <FormAlert tone="info">This campaign was not found.</FormAlert>
        </div>
      )}
      {state.status === 'error' && (
        <div className="mt-6">
          <LoadFailed message={state.message} onRetry={reload} />
        </div>
      )}
      {state.status === 'ready' && (
        <>
          <header className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
            <div className="min-w-0">
              <h1 className={`${ui.heading} break-words`}>{campaign ? campaign.name : 'New campaign'}</h1>
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
                <p className={ui.lead}>It stays a draft until you publish it; add offers once it is made.</p>
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
                View the public page
              </a>
            )}
          </header>
          <div className="mt-6 space-y-6">
            <CampaignDetailsForm
              key={campaign?.id ?? 'new'}
              campaign={campaign}
              flash={flash}
              onSaved={(c) => set({ ...state.data, campaign: c })}
            />
            {campaign && (
              <>
                <CampaignOffers
                  campaign={campaign}
                  targets={state.data.targets}
                  onChanged={(c) => set({ ...state.data, campaign: c })}
                />
                <CampaignFlashSales
                  campaign={campaign}
                  onChanged={(c) => set({ ...state.data, campaign: c })}
                />
              </>
            )}
          </div>
        </>
      )}
    </div>
  );
}
