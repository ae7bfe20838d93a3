import {
  formatDate,
  JOB_APPLICATION_STATUS_LABEL,
  JOB_APPLICATION_STATUSES,
  type TJobApplicationStatus,
} from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { buttonClass, ui } from '~/components/form';
import { FileText } from '~/components/icon';
import { JobStatusBadge } from '~/features/careers';
import { pageFromSearch, RecordList, RecordRow } from '~/features/staff-shell';
import { fetchJobApplications, fetchVacancies } from './careers-api';

function jobApplicationsHref(f: { vacancyId?: number; status?: string }, page = 1) {
  const params = new URLSearchParams();
  if (f.vacancyId) params.set('vacancyId', String(f.vacancyId));
  if (f.status) params.set('status', f.status);
  if (page > 1) params.set('page', String(page));
  const s = params.toString();
  return s ? `/dashboard/job-applications?${s}` : '/dashboard/job-applications';
}

/** The vacancy and status filters of the address. */
function filtersOf(params: URLSearchParams) {
  const rawStatus = params.get('status') ?? '';
  const status = (JOB_APPLICATION_STATUSES as readonly string[]).includes(rawStatus)
    ? (rawStatus as TJobApplicationStatus)
    : undefined;
  const rawVacancy = params.get('vacancyId') ?? '';
  const vacancyId = /^[1-9]\d{0,8}$/.test(rawVacancy) ? Number(rawVacancy) : undefined;
  return { status, vacancyId };
}

/**
 * The page of applications the address asks for, and the vacancies to filter by: what the job
 * applications route's clientLoader gives.
 */
export async function loadJobApplications(params: URLSearchParams, signal: AbortSignal) {
  // The vacancy filter lists the most recently changed jobs; a page of them is plenty.
  const [apps, jobs] = await Promise.all([
    fetchJobApplications({ ...filtersOf(params), page: pageFromSearch(params.get('page')) }, signal),
    fetchVacancies({ page: 1 }, signal),
  ]);
  return {
    applications: apps.data.applications,
    pagination: apps.meta?.pagination,
    vacancies: jobs.data.vacancies,
  };
}

/** /dashboard/job-applications: every application for a vacancy, by vacancy and status. */
export function DashboardJobApplicationsPage({
  applications,
  pagination,
  vacancies,
}: Awaited<ReturnType<typeof loadJobApplications>>) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { status, vacancyId } = filtersOf(params);
  const go = (next: { vacancyId?: number; status?: string }) => navigate(jobApplicationsHref(next));
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className={ui.heading}>{m.careers_staff_applications_title()}</h1>
          <p className={ui.lead}>{m.careers_staff_applications_lead()}</p>
        </div>
        <Link to="/dashboard/vacancies" className={buttonClass('secondary', '', 'sm')}>
          {m.careers_staff_vacancies()}
        </Link>
      </header>
      <div className="mt-6 grid gap-3 sm:grid-cols-2 lg:max-w-2xl">
        <label className={ui.label}>
          {m.careers_staff_vacancy()}
          <select
            className={`${ui.input} mt-1`}
            value={vacancyId ?? ''}
            onChange={(e) => go({ vacancyId: Number(e.currentTarget.value) || undefined, status })}
          >
            <option value="">{m.careers_staff_all_vacancies()}</option>
            {vacancies.map((v) => (
              <option key={v.id} value={v.id}>
                {v.title}
              </option>
            ))}
          </select>
        </label>
        <label className={ui.label}>
          {m.careers_staff_status()}
          <select
            className={`${ui.input} mt-1`}
            value={status ?? ''}
            onChange={(e) => go({ vacancyId, status: e.currentTarget.value || undefined })}
          >
            <option value="">{m.careers_staff_any_status()}</option>
            {JOB_APPLICATION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {JOB_APPLICATION_STATUS_LABEL[s]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="mt-6">
        <RecordList
          items={applications}
          pagination={pagination}
          hrefFor={(p) => jobApplicationsHref({ vacancyId, status }, p)}
          empty={{
            icon: FileText,
            title: m.careers_staff_no_applications(),
            text: vacancyId || status ? m.careers_staff_try_other() : m.careers_staff_appear_here(),
          }}
        >
          {(a) => (
            <RecordRow
              to={`/dashboard/job-applications/${a.id}`}
              title={a.name}
              badges={<JobStatusBadge status={a.status} />}
              facts={m.careers_staff_application_facts({
                vacancy: a.vacancy.title,
                email: a.email,
                date: formatDate(a.createdAt, 'day'),
              })}
            />
          )}
        </RecordList>
      </div>
    </div>
  );
}
