import { formatDate, type TSellerApplicationStatus, ZSellerApplicationStatus } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { useSearchParams } from 'react-router';
import { FilterPills } from '~/components/filter-pills';
import { ui } from '~/components/form';
import { Store } from '~/components/icon';
import { ApplicationStatusBadge } from '~/features/selling';
import { ListSearch, pageFromSearch, RecordList, RecordRow } from '~/features/staff-shell';
import { fetchApplications } from './applications-api';

const FILTERS: { status: TSellerApplicationStatus | undefined; label: string }[] = [
  { status: 'submitted', label: m.selling_filter_to_review() },
  { status: 'needs_changes', label: m.selling_status_needs_changes() },
  { status: 'approved', label: m.selling_status_approved() },
  { status: 'rejected', label: m.selling_status_rejected() },
  { status: undefined, label: m.selling_filter_all() },
];

function applicationsHref(status: string | undefined, q: string, page = 1) {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  if (q) params.set('q', q);
  if (page > 1) params.set('page', String(page));
  const s = params.toString();
  return s ? `/dashboard/applications?${s}` : '/dashboard/applications';
}

/** The status filter of the address; "all" is written ?status=all so "to review" stays out of it. */
function statusOf(params: URLSearchParams) {
  const parsed = ZSellerApplicationStatus.safeParse(params.get('status') ?? 'submitted');
  return params.get('status') === 'all' ? undefined : parsed.success ? parsed.data : 'submitted';
}
const queryOf = (params: URLSearchParams) => (params.get('q') ?? '').trim().slice(0, 100);

/** The page of applications the address asks for: what the applications route's clientLoader gives. */
export async function loadApplications(params: URLSearchParams, signal: AbortSignal) {
  const q = queryOf(params);
  const r = await fetchApplications(
    { status: statusOf(params), q: q || undefined, page: pageFromSearch(params.get('page')) },
    signal,
  );
  return { applications: r.data.applications, pagination: r.meta?.pagination };
}

/** /dashboard/applications: admins review applications to sell; "to review" first. */
export function DashboardApplicationsPage({
  applications,
  pagination,
}: Awaited<ReturnType<typeof loadApplications>>) {
  const [params] = useSearchParams();
  const status = statusOf(params);
  const q = queryOf(params);
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <header>
        <h1 className={ui.heading}>{m.selling_applications_title()}</h1>
        <p className={ui.lead}>{m.selling_applications_lead()}</p>
      </header>
      <div className="mt-6 flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
        <FilterPills
          label={m.selling_filter_applications()}
          pills={FILTERS.map((f) => ({
            label: f.label,
            href: applicationsHref(f.status === 'submitted' ? undefined : (f.status ?? 'all'), q),
            active: f.status === status,
          }))}
        />
        <ListSearch
          id="application-search"
          label={m.selling_search_business()}
          placeholder={m.selling_business_name()}
          q={q}
          keep={{ status: params.get('status') }}
        />
      </div>
      <div className="mt-6">
        <RecordList
          items={applications}
          pagination={pagination}
          hrefFor={(p) => applicationsHref(params.get('status') ?? undefined, q, p)}
          empty={{
            icon: Store,
            title: m.selling_no_applications(),
            text: q ? m.selling_nothing_matches({ query: q }) : m.selling_applications_empty(),
          }}
        >
          {(a) => (
            <RecordRow
              to={`/dashboard/applications/${a.id}`}
              title={a.businessName}
              badges={<ApplicationStatusBadge status={a.status} />}
              facts={`${a.applicant.name} · ${a.applicant.email} · ${a.district} · ${formatDate(a.updatedAt, 'day')}`}
            />
          )}
        </RecordList>
      </div>
    </div>
  );
}
