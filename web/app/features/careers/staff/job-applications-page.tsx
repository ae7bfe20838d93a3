import {
  formatDate,
  JOB_APPLICATION_STATUS_LABEL,
  JOB_APPLICATION_STATUSES,
  type TJobApplicationStatus,
  type TStaffJobApplication,
} from '@upahar/contract';
import { useCallback } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { buttonClass, FormAlert, ui } from '~/components/form';
import { ChevronRight, FileText } from '~/components/icon';
import { JobStatusBadge } from '~/features/careers';
import { ForbiddenScreen, Pager, pageFromSearch, useStaffLoad } from '~/features/staff-shell';
import { fetchJobApplications, fetchVacancies } from './careers-api';

export function jobApplicationsHref(f: { vacancyId?: number; status?: string }, page = 1) {
  const params = new URLSearchParams();
  if (f.vacancyId) params.set('vacancyId', String(f.vacancyId));
  if (f.status) params.set('status', f.status);
  if (page > 1) params.set('page', String(page));
  const s = params.toString();
  return s ? `/dashboard/job-applications?${s}` : '/dashboard/job-applications';
}

/** /dashboard/job-applications: every application for a vacancy, by vacancy and status. */
export function DashboardJobApplicationsPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const rawStatus = params.get('status') ?? '';
  const status = (JOB_APPLICATION_STATUSES as readonly string[]).includes(rawStatus)
    ? (rawStatus as TJobApplicationStatus)
    : undefined;
  const rawVacancy = params.get('vacancyId') ?? '';
  const vacancyId = /^[1-9]\d{0,8}$/.test(rawVacancy) ? Number(rawVacancy) : undefined;
  const page = pageFromSearch(params.get('page'));
  const load = useCallback(
    async (signal: AbortSignal) => {
      // The vacancy filter lists the most recently changed jobs; a page of them is plenty.
      const [apps, jobs] = await Promise.all([
        fetchJobApplications({ vacancyId, status, page }, signal),
        fetchVacancies({ page: 1 }, signal),
      ]);
      return {
        applications: apps.data.applications,
        pagination: apps.meta?.pagination,
        vacancies: jobs.data.vacancies,
      };
    },
    [vacancyId, status, page],
  );
  const { state, reload } = useStaffLoad(load, true);

  if (state.status === 'forbidden') return <ForbiddenScreen />;
  const go = (next: { vacancyId?: number; status?: string }) => navigate(jobApplicationsHref(next));
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className={ui.heading}>Job applications</h1>
          <p className={ui.lead}>
            Read each application and its CV, then move it along; the applicant is e-mailed.
          </p>
        </div>
        <Link to="/dashboard/vacancies" className={buttonClass('secondary', '', 'sm')}>
          Vacancies
        </Link>
      </header>
      <div className="mt-6 grid gap-3 sm:grid-cols-2 lg:max-w-2xl">
        <label className={ui.label}>
          Vacancy
          <select
            className={`${ui.input} mt-1`}
            value={vacancyId ?? ''}
            onChange={(e) => go({ vacancyId: Number(e.currentTarget.value) || undefined, status })}
          >
            <option value="">All vacancies</option>
            {state.status === 'ready' &&
              state.data.vacancies.map((v) => (
                <option key={v.id} value={v.id}>
                  {v.title}
                </option>
              ))}
          </select>
        </label>
        <label className={ui.label}>
          Status
          <select
            className={`${ui.input} mt-1`}
            value={status ?? ''}
            onChange={(e) => go({ vacancyId, status: e.currentTarget.value || undefined })}
          >
            <option value="">Any status</option>
            {JOB_APPLICATION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {JOB_APPLICATION_STATUS_LABEL[s]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="mt-6">
        {state.status === 'loading' && (
          <p role="status" className="text-cocoa-soft">
            Loading applications…
          </p>
        )}
        {(state.status === 'error' || state.status === 'missing') && (
          <div className="space-y-4">
            <FormAlert tone="error">{state.status === 'error' ? state.message : 'Not found.'}</FormAlert>
            <button type="button" className={buttonClass('secondary')} onClick={reload}>
              Try again
            </button>
          </div>
        )}
        {state.status === 'ready' && state.data.applications.length === 0 && (
          <div className="flex flex-col items-center rounded-3xl border border-line bg-white px-6 py-12 text-center shadow-soft">
            <FileText aria-hidden="true" className="size-9 text-berry" />
            <h2 className="mt-4 font-display text-2xl font-semibold">No applications here</h2>
            <p className="mt-2 text-cocoa-soft">
              {vacancyId || status
                ? 'Try another vacancy or status.'
                : 'Applications for open vacancies appear here.'}
            </p>
          </div>
        )}
        {state.status === 'ready' && state.data.applications.length > 0 && (
          <>
            <ul className="space-y-3">
              {state.data.applications.map((a) => (
                <li key={a.id}>
                  <Row app={a} />
                </li>
              ))}
            </ul>
            {state.data.pagination && state.data.pagination.totalPages > 1 && (
              <Pager
                current={state.data.pagination.currentPage}
                total={state.data.pagination.totalPages}
                hrefFor={(p) => jobApplicationsHref({ vacancyId, status }, p)}
              />
            )}
          </>
        )}
      </div>
    </div>
  );
}

function Row({ app }: { app: TStaffJobApplication }) {
  return (
    <article className="relative flex items-center gap-4 rounded-3xl border border-line bg-white p-4 shadow-soft sm:px-6">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="font-display text-lg font-semibold text-cocoa">
            <Link
              to={`/dashboard/job-applications/${app.id}`}
              className="rounded after:absolute after:inset-0 after:rounded-3xl hover:text-berry focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-berry"
            >
              {app.name}
            </Link>
          </h2>
          <JobStatusBadge status={app.status} />
        </div>
        <p className="mt-1 text-sm break-words text-cocoa-soft">
          {app.vacancy.title} · {app.email} · applied {formatDate(app.createdAt, 'day')}
        </p>
      </div>
      <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-berry" />
    </article>
  );
}
