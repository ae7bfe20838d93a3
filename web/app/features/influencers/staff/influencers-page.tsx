import { formatDate, INFLUENCER_STATUSES, type TInfluencerStatus } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { useSearchParams } from 'react-router';
import { FilterPills } from '~/components/filter-pills';
import { ui } from '~/components/form';
import { Megaphone } from '~/components/icon';
import { fetchStaffInfluencers } from '~/features/influencers';
import { pageFromSearch, RecordList, RecordRow } from '~/features/staff-shell';
import { InfluencerStatusBadge } from './influencer-status';

const FILTERS: { status: TInfluencerStatus | undefined; label: string }[] = [
  { status: 'pending', label: m.influencers_staff_to_review() },
  { status: 'approved', label: m.influencers_staff_approved() },
  { status: 'rejected', label: m.influencers_staff_rejected() },
  { status: undefined, label: m.influencers_staff_all() },
];

// "All" is written ?status=all so the default (to review) can stay out of the address.
function influencersHref(status: string | undefined, page = 1) {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  if (page > 1) params.set('page', String(page));
  const s = params.toString();
  return s ? `/dashboard/influencers?${s}` : '/dashboard/influencers';
}

/** The status filter of the address; "all" is written ?status=all so "to review" stays out of it. */
function statusOf(params: URLSearchParams) {
  const raw = params.get('status');
  if (raw === 'all') return undefined;
  return (INFLUENCER_STATUSES as readonly string[]).includes(raw ?? '')
    ? (raw as TInfluencerStatus)
    : 'pending';
}

/** The page of applications the address asks for: what the influencers route's clientLoader gives. */
export async function loadStaffInfluencers(params: URLSearchParams, signal: AbortSignal) {
  const r = await fetchStaffInfluencers(
    { status: statusOf(params), page: pageFromSearch(params.get('page')) },
    signal,
  );
  return { influencers: r.data.influencers, pagination: r.meta?.pagination };
}

/** /dashboard/influencers: admins review influencer applications; "to review" first. */
export function DashboardInfluencersPage({
  influencers,
  pagination,
}: Awaited<ReturnType<typeof loadStaffInfluencers>>) {
  const [params] = useSearchParams();
  const status = statusOf(params);
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <header>
        <h1 className={ui.heading}>{m.influencers_staff_title()}</h1>
        <p className={ui.lead}>{m.influencers_staff_lead()}</p>
      </header>
      <div className="mt-6">
        <FilterPills
          label={m.influencers_staff_filter()}
          pills={FILTERS.map((f) => ({
            label: f.label,
            href: influencersHref(f.status === 'pending' ? undefined : (f.status ?? 'all')),
            active: f.status === status,
          }))}
        />
      </div>
      <div className="mt-6">
        <RecordList
          items={influencers}
          pagination={pagination}
          hrefFor={(p) => influencersHref(params.get('status') ?? undefined, p)}
          empty={{
            icon: Megaphone,
            title: m.influencers_staff_none(),
            text: m.influencers_staff_none_text(),
          }}
        >
          {(i) => (
            <RecordRow
              to={`/dashboard/influencers/${i.id}`}
              title={
                <>
                  {i.name}{' '}
                  <span className="font-sans text-base font-normal text-cocoa-soft">@{i.handle}</span>
                </>
              }
              badges={<InfluencerStatusBadge status={i.status} />}
              facts={`${i.user.email} · ${i.categories.map((c) => c.name).join(', ') || m.influencers_staff_no_categories()} · ${formatDate(i.updatedAt, 'day')}`}
            />
          )}
        </RecordList>
      </div>
    </div>
  );
}
