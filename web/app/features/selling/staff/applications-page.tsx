import {
  formatDate,
  type TApplicationCard,
  type TSellerApplicationStatus,
  ZSellerApplicationStatus,
} from '@upahar/contract';
import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FilterPills } from '~/components/filter-pills';
import { buttonClass, FormAlert, ui } from '~/components/form';
import { ChevronRight, Store } from '~/components/icon';
import { ApplicationStatusBadge } from '~/features/selling';
import { ForbiddenScreen, ListSearch, Pager, pageFromSearch, useStaffLoad } from '~/features/staff-shell';
import { fetchApplications } from './applications-api';

const FILTERS: { status: TSellerApplicationStatus | undefined; label: string }[] = [
  { status: 'submitted', label: 'To review' },
  { status: 'needs_changes', label: 'Needs changes' },
  { status: 'approved', label: 'Approved' },
  { status: 'rejected', label: 'Rejected' },
  { status: undefined, label: 'All' },
];

export function applicationsHref(status: string | undefined, q: string, page = 1) {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  if (q) params.set('q', q);
  if (page > 1) params.set('page', String(page));
  const s = params.toString();
  return s ? `/dashboard/applications?${s}` : '/dashboard/applications';
}

/** /dashboard/applications: admins review applications to sell; "to review" first. */
export function DashboardApplicationsPage() {
  const [params] = useSearchParams();
  const parsed = ZSellerApplicationStatus.safeParse(params.get('status') ?? 'submitted');
  // "All" is written ?status=all so the default (to review) can stay out of the address.
  const status = params.get('status') === 'all' ? undefined : parsed.success ? parsed.data : 'submitted';
  const q = (params.get('q') ?? '').trim().slice(0, 100);
  const page = pageFromSearch(params.get('page'));
  const load = useCallback(
    (signal: AbortSignal) =>
      fetchApplications({ status, q: q || undefined, page }, signal).then((r) => ({
        applications: r.data.applications,
        pagination: r.meta?.pagination,
      })),
    [status, q, page],
  );
  const { state, reload } = useStaffLoad(load, true);

  if (state.status === 'forbidden') return <ForbiddenScreen />;
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <header>
        <h1 className={ui.heading}>Applications to sell</h1>
        <p className={ui.lead}>
          Check each business and its documents, then approve, ask for changes or reject.
        </p>
      </header>
      <div className="mt-6 flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
        <FilterPills
          label="Filter applications by status"
          pills={FILTERS.map((f) => ({
            label: f.label,
            href: applicationsHref(f.status === 'submitted' ? undefined : (f.status ?? 'all'), q),
            active: f.status === status,
          }))}
        />
        <ListSearch
          id="application-search"
          label="Search by business name"
          placeholder="Business name"
          q={q}
          keep={{ status: params.get('status') }}
        />
      </div>
      <div className="mt-6">
        {state.status === 'loading' && (
          <p role="status" className="text-cocoa-soft">
            Loading applications…
          </p>
        )}
        {(state.status === 'error' || state.status === 'missing') && (
          <div className="space-y-4">
            <FormAlert tone="error">
              {state.status === 'error' ? state.message : 'These applications could not be found.'}
            </FormAlert>
            <button type="button" className={buttonClass('secondary')} onClick={reload}>
              Try again
            </button>
          </div>
        )}
        {state.status === 'ready' && state.data.applications.length === 0 && (
          <div className="flex flex-col items-center rounded-3xl border border-line bg-white px-6 py-12 text-center shadow-soft">
            <Store aria-hidden="true" className="size-9 text-berry" />
            <h2 className="mt-4 font-display text-2xl font-semibold">No applications here</h2>
            <p className="mt-2 text-cocoa-soft">
              {q
                ? `Nothing matches "${q}".`
                : 'When someone applies to sell, their application appears here.'}
            </p>
          </div>
        )}
        {state.status === 'ready' && state.data.applications.length > 0 && (
          <>
            <ul className="space-y-3">
              {state.data.applications.map((a) => (
                <li key={a.id}>
                  <ApplicationRow app={a} />
                </li>
              ))}
            </ul>
            {state.data.pagination && state.data.pagination.totalPages > 1 && (
              <Pager
                current={state.data.pagination.currentPage}
                total={state.data.pagination.totalPages}
                hrefFor={(p) => applicationsHref(params.get('status') ?? undefined, q, p)}
              />
            )}
          </>
        )}
      </div>
    </div>
  );
}

function ApplicationRow({ app }: { app: TApplicationCard }) {
  return (
    <article className="relative flex items-center gap-4 rounded-3xl border border-line bg-white p-4 shadow-soft sm:px-6">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="font-display text-lg font-semibold text-cocoa">
            <Link
              to={`/dashboard/applications/${app.id}`}
              className="rounded after:absolute after:inset-0 after:rounded-3xl hover:text-berry focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-berry"
            >
              {app.businessName}
            </Link>
          </h2>
          <ApplicationStatusBadge status={app.status} />
        </div>
        <p className="mt-1 text-sm break-words text-cocoa-soft">
          {app.applicant.name} · {app.applicant.email} · {app.district} · {formatDate(app.updatedAt, 'day')}
        </p>
      </div>
      <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-berry" />
    </article>
  );
}
