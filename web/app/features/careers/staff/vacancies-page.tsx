import {
  formatDate,
  formatNumber,
  type TStaffVacancy,
  type TVacancyStatus,
  VACANCY_STATUSES,
} from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { useState } from 'react';
import { Form, Link, useRevalidator, useSearchParams } from 'react-router';
import { buttonClass, ui } from '~/components/form';
import { Briefcase, Plus, Search } from '~/components/icon';
import { toast } from '~/components/toast';
import { vacancyFacts } from '~/features/careers';
import { pageFromSearch, RecordList } from '~/features/staff-shell';
import { errorMessage } from '~/lib/api';
import { changeVacancyStatus, fetchVacancies } from './careers-api';

const FILTERS: { status: TVacancyStatus | undefined; label: string }[] = [
  { status: undefined, label: m.careers_staff_filter_all() },
  { status: 'open', label: m.careers_staff_filter_open() },
  { status: 'draft', label: m.careers_staff_filter_drafts() },
  { status: 'closed', label: m.careers_staff_filter_closed() },
];

const STATUS_TEXT: Record<TVacancyStatus, string> = {
  open: m.careers_staff_status_open(),
  draft: m.careers_staff_status_draft(),
  closed: m.careers_staff_status_closed(),
};

const STATUS_TONE: Record<TVacancyStatus, string> = {
  open: 'bg-success-soft text-success',
  draft: 'bg-cream-deep text-cocoa',
  closed: 'bg-danger-soft text-danger',
};

function vacanciesHref(status: string | undefined, q: string, page = 1) {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  if (q) params.set('q', q);
  if (page > 1) params.set('page', String(page));
  const s = params.toString();
  return s ? `/dashboard/vacancies?${s}` : '/dashboard/vacancies';
}

/** The status filter and words of the address. */
function filtersOf(params: URLSearchParams) {
  const raw = params.get('status');
  const status = (VACANCY_STATUSES as readonly string[]).includes(raw ?? '')
    ? (raw as TVacancyStatus)
    : undefined;
  return { status, q: (params.get('q') ?? '').trim().slice(0, 100) };
}

/** The page of vacancies the address asks for: what the vacancies route's clientLoader gives. */
export async function loadStaffVacancies(params: URLSearchParams, signal: AbortSignal) {
  const { status, q } = filtersOf(params);
  const r = await fetchVacancies(
    { status, q: q || undefined, page: pageFromSearch(params.get('page')) },
    signal,
  );
  return { vacancies: r.data.vacancies, pagination: r.meta?.pagination };
}

/** /dashboard/vacancies: the shop's own jobs, to write, open and close. */
export function DashboardVacanciesPage({
  vacancies,
  pagination,
}: Awaited<ReturnType<typeof loadStaffVacancies>>) {
  const [params] = useSearchParams();
  const { status, q } = filtersOf(params);
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className={ui.heading}>{m.careers_staff_vacancies()}</h1>
          <p className={ui.lead}>{m.careers_staff_vacancies_lead()}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to="/dashboard/job-applications" className={buttonClass('secondary', '', 'sm')}>
            {m.careers_staff_applications()}
          </Link>
          <Link to="/dashboard/vacancies/new" className={buttonClass('primary', '', 'sm')}>
            <Plus aria-hidden="true" className="size-4" />
            {m.careers_staff_new_vacancy()}
          </Link>
        </div>
      </header>
      <div className="mt-6 flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
        <nav aria-label="Filter vacancies by status" className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
          <ul className="flex w-max gap-2 pb-1 sm:w-auto sm:flex-wrap">
            {FILTERS.map((f) => (
              <li key={f.label}>
                <Link
                  to={vacanciesHref(f.status, q)}
                  aria-current={f.status === status ? 'page' : undefined}
                  className={`inline-flex min-h-10 items-center rounded-full px-4 text-sm font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-berry ${
                    f.status === status
                      ? 'bg-cocoa text-cream'
                      : 'border border-line bg-white text-cocoa hover:text-berry-dark'
                  }`}
                >
                  {f.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <Form role="search" method="get" className="flex gap-2">
          {status && <input type="hidden" name="status" value={status} />}
          <label htmlFor="vacancy-search" className="sr-only">
            {m.careers_staff_search_title()}
          </label>
          <input
            id="vacancy-search"
            name="q"
            type="search"
            key={q}
            defaultValue={q}
            maxLength={100}
            placeholder={m.careers_staff_job_title()}
            className={`${ui.input} mt-0 min-w-0 flex-1 lg:w-64`}
          />
          <button
            type="submit"
            className={buttonClass('secondary', 'shrink-0')}
            aria-label={m.careers_staff_search()}
          >
            <Search aria-hidden="true" className="size-4" />
          </button>
        </Form>
      </div>
      <div className="mt-6">
        <RecordList
          items={vacancies}
          pagination={pagination}
          hrefFor={(p) => vacanciesHref(status, q, p)}
          empty={{
            icon: Briefcase,
            title: m.careers_staff_no_vacancies(),
            text: q ? m.careers_staff_nothing_matches({ q }) : m.careers_staff_write_vacancy(),
            action: (
              <Link to="/dashboard/vacancies/new" className={buttonClass('primary', 'mt-6')}>
                {m.careers_staff_new_vacancy()}
              </Link>
            ),
          }}
        >
          {(v) => <VacancyRow vacancy={v} />}
        </RecordList>
      </div>
    </div>
  );
}

function VacancyRow({ vacancy: v }: { vacancy: TStaffVacancy }) {
  const { revalidate } = useRevalidator();
  const [busy, setBusy] = useState(false);
  const next: TVacancyStatus = v.status === 'open' ? 'closed' : 'open';
  const past = !v.isOpen && v.status === 'open';
  async function flip() {
    setBusy(true);
    try {
      const res = await changeVacancyStatus(v.id, next);
      if (res.message) toast.success(res.message);
      await revalidate();
    } catch (e) {
      toast.error(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }
  return (
    <article className="flex flex-col gap-3 rounded-3xl border border-line bg-white p-4 shadow-soft sm:flex-row sm:items-center sm:px-6">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="font-display text-lg font-semibold text-cocoa">
            <Link to={`/dashboard/vacancies/${v.id}`} className="hover:text-berry-dark">
              {v.title}
            </Link>
          </h2>
          <span
            className={`rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize ${STATUS_TONE[past ? 'closed' : v.status]}`}
          >
            {past ? m.careers_staff_past_closing() : STATUS_TEXT[v.status]}
          </span>
        </div>
        <p className="mt-1 text-sm text-cocoa-soft">
          {vacancyFacts(v)} · {m.careers_staff_closes({ date: formatDate(v.closingDate, 'day') })}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Link to={`/dashboard/job-applications?vacancyId=${v.id}`} className={buttonClass('quiet', '', 'sm')}>
          {m.careers_staff_application_count({ count: formatNumber(v.applicationCount) })}
        </Link>
        <Link to={`/dashboard/vacancies/${v.id}`} className={buttonClass('secondary', '', 'sm')}>
          {m.careers_staff_edit()}
        </Link>
        <button
          type="button"
          disabled={busy}
          onClick={() => void flip()}
          className={buttonClass(next === 'closed' ? 'danger' : 'primary', '', 'sm')}
        >
          {next === 'closed' ? m.careers_staff_close() : m.careers_staff_open()}
        </button>
      </div>
    </article>
  );
}
