import {
  formatDate,
  INFLUENCER_STATUSES,
  type TInfluencerStatus,
  type TStaffInfluencer,
} from '@upahar/contract';
import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FilterPills } from '~/components/filter-pills';
import { buttonClass, FormAlert, ui } from '~/components/form';
import { ChevronRight, Megaphone } from '~/components/icon';
import { fetchStaffInfluencers } from '~/features/influencers';
import { ForbiddenScreen, Pager, pageFromSearch, useStaffLoad } from '~/features/staff-shell';
import { InfluencerStatusBadge } from './influencer-status';

const FILTERS: { status: TInfluencerStatus | undefined; label: string }[] = [
  { status: 'pending', label: 'To review' },
  { status: 'approved', label: 'Approved' },
  { status: 'rejected', label: 'Rejected' },
  { status: undefined, label: 'All' },
];

// "All" is written ?status=all so the default (to review) can stay out of the address.
export function influencersHref(status: string | undefined, page = 1) {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  if (page > 1) params.set('page', String(page));
  const s = params.toString();
  return s ? `/dashboard/influencers?${s}` : '/dashboard/influencers';
}

/** /dashboard/influencers: admins review influencer applications; "to review" first. */
export function DashboardInfluencersPage() {
  const [params] = useSearchParams();
  const raw = params.get('status');
  const status =
    raw === 'all'
      ? undefined
      : (INFLUENCER_STATUSES as readonly string[]).includes(raw ?? '')
        ? (raw as TInfluencerStatus)
        : 'pending';
  const page = pageFromSearch(params.get('page'));
  const load = useCallback(
    (signal: AbortSignal) =>
      fetchStaffInfluencers({ status, page }, signal).then((r) => ({
        influencers: r.data.influencers,
        pagination: r.meta?.pagination,
      })),
    [status, page],
  );
  const { state, reload } = useStaffLoad(load, true);

  if (state.status === 'forbidden') return <ForbiddenScreen />;
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <header>
        <h1 className={ui.heading}>Influencers</h1>
        <p className={ui.lead}>
          Check each applicant’s links and followers, then approve or reject with a reason.
        </p>
      </header>
      <div className="mt-6">
        <FilterPills
          label="Filter influencers by status"
          pills={FILTERS.map((f) => ({
            label: f.label,
            href: influencersHref(f.status === 'pending' ? undefined : (f.status ?? 'all')),
            active: f.status === status,
          }))}
        />
      </div>
      <div className="mt-6">
        {state.status === 'loading' && (
          <p role="status" className="text-cocoa-soft">
            Loading influencers…
          </p>
        )}
        {(state.status === 'error' || state.status === 'missing') && (
          <div className="space-y-4">
            <FormAlert tone="error">
              {state.status === 'error' ? state.message : 'These influencers could not be found.'}
            </FormAlert>
            <button type="button" className={buttonClass('secondary')} onClick={reload}>
              Try again
            </button>
          </div>
        )}
        {state.status === 'ready' && state.data.influencers.length === 0 && (
          <div className="flex flex-col items-center rounded-3xl border border-line bg-white px-6 py-12 text-center shadow-soft">
            <Megaphone aria-hidden="true" className="size-9 text-berry" />
            <h2 className="mt-4 font-display text-2xl font-semibold">No influencers here</h2>
            <p className="mt-2 text-cocoa-soft">
              When someone applies to be an influencer, their application appears here.
            </p>
          </div>
        )}
        {state.status === 'ready' && state.data.influencers.length > 0 && (
          <>
            <ul className="space-y-3">
              {state.data.influencers.map((i) => (
                <li key={i.id}>
                  <InfluencerRow influencer={i} />
                </li>
              ))}
            </ul>
            {state.data.pagination && state.data.pagination.totalPages > 1 && (
              <Pager
                current={state.data.pagination.currentPage}
                total={state.data.pagination.totalPages}
                hrefFor={(p) => influencersHref(params.get('status') ?? undefined, p)}
              />
            )}
          </>
        )}
      </div>
    </div>
  );
}

function InfluencerRow({ influencer: i }: { influencer: TStaffInfluencer }) {
  return (
    <article className="relative flex items-center gap-4 rounded-3xl border border-line bg-white p-4 shadow-soft sm:px-6">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="font-display text-lg font-semibold text-cocoa">
            <Link
              to={`/dashboard/influencers/${i.id}`}
              className="rounded after:absolute after:inset-0 after:rounded-3xl hover:text-berry focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-berry"
            >
              {i.name} <span className="font-sans text-base font-normal text-cocoa-soft">@{i.handle}</span>
            </Link>
          </h2>
          <InfluencerStatusBadge status={i.status} />
        </div>
        <p className="mt-1 text-sm break-words text-cocoa-soft">
          {i.user.email} · {i.categories.map((c) => c.name).join(', ') || 'No categories'} ·{' '}
          {formatDate(i.updatedAt, 'day')}
        </p>
      </div>
      <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-berry" />
    </article>
  );
}
