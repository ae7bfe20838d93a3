import {
  CAREER_DEPARTMENTS,
  CAREER_LOCATIONS,
  DEPARTMENT_LABEL,
  EMPLOYMENT_TYPE_LABEL,
  EMPLOYMENT_TYPES,
  formatNumber,
  LOCATION_LABEL,
  type TPagination,
  type TVacancy,
} from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { Form, Link, useSearchParams } from 'react-router';
import { buttonClass, ui } from '~/components/form';
import { Briefcase, ChevronLeft, ChevronRight } from '~/components/icon';
import { VacancyCard } from './vacancy-card';

type Filters = { department?: string; location?: string; type?: string };

function careersHref(f: Filters, page = 1) {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(f)) if (v) params.set(k, v);
  if (page > 1) params.set('page', String(page));
  const s = params.toString();
  return s ? `/careers?${s}` : '/careers';
}

const select = `${ui.input} mt-1`;

/** /careers: the open vacancies, filtered by department, location and type. */
export function CareersPage({
  vacancies,
  pagination,
  filters,
}: {
  vacancies: TVacancy[];
  pagination?: TPagination;
  filters: Filters;
}) {
  const [params] = useSearchParams();
  const filtered = Boolean(filters.department || filters.location || filters.type);
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <header className="max-w-2xl">
        <p className="text-sm font-semibold tracking-wide text-berry uppercase">{m.careers_eyebrow()}</p>
        <h1 className="mt-1 font-display text-3xl font-semibold text-cocoa sm:text-4xl">
          {m.careers_heading()}
        </h1>
        <p className={ui.lead}>{m.careers_lead()}</p>
      </header>
      <Form
        method="get"
        aria-label={m.careers_filter_label()}
        className="mt-8 grid gap-3 rounded-3xl border border-line bg-white p-4 shadow-soft sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end sm:p-5"
      >
        <label className={ui.label}>
          {m.careers_department()}
          <select
            name="department"
            defaultValue={filters.department ?? ''}
            key={`d${params}`}
            className={select}
          >
            <option value="">{m.careers_all_departments()}</option>
            {CAREER_DEPARTMENTS.map((d) => (
              <option key={d} value={d}>
                {DEPARTMENT_LABEL[d]}
              </option>
            ))}
          </select>
        </label>
        <label className={ui.label}>
          {m.careers_location()}
          <select name="location" defaultValue={filters.location ?? ''} key={`l${params}`} className={select}>
            <option value="">{m.careers_all_locations()}</option>
            {CAREER_LOCATIONS.map((l) => (
              <option key={l} value={l}>
                {LOCATION_LABEL[l]}
              </option>
            ))}
          </select>
        </label>
        <label className={ui.label}>
          {m.careers_type()}
          <select name="type" defaultValue={filters.type ?? ''} key={`t${params}`} className={select}>
            <option value="">{m.careers_all_types()}</option>
            {EMPLOYMENT_TYPES.map((t) => (
              <option key={t} value={t}>
                {EMPLOYMENT_TYPE_LABEL[t]}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={buttonClass('primary', 'w-full sm:w-auto')}>
          {m.careers_show_jobs()}
        </button>
      </Form>
      <section aria-labelledby="open-jobs" className="mt-8">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="open-jobs" className="font-display text-2xl font-semibold text-cocoa">
            {m.careers_open_vacancies()}
          </h2>
          {pagination && pagination.total > 0 && (
            <p className="text-sm text-cocoa-soft">
              {m.careers_vacancy_count({ count: formatNumber(pagination.total) })}
            </p>
          )}
        </div>
        {vacancies.length === 0 ? (
          <div className="mt-4 flex flex-col items-center rounded-3xl border border-line bg-white px-6 py-12 text-center shadow-soft">
            <span className="grid size-20 place-items-center rounded-full bg-berry-soft text-berry">
              <Briefcase aria-hidden="true" className="size-9" />
            </span>
            <h3 className="mt-5 font-display text-2xl font-semibold">
              {filtered ? m.careers_none_match() : m.careers_none_open()}
            </h3>
            <p className="mt-2 max-w-md text-cocoa-soft">
              {filtered ? m.careers_try_other() : m.careers_post_first()}
            </p>
            <div className="mt-6 flex flex-wrap justify-center gap-3">
              {filtered && (
                <Link to="/careers" className={buttonClass('secondary')}>
                  {m.careers_show_all()}
                </Link>
              )}
              <Link to="/profile/vacancy" className={buttonClass('primary')}>
                {m.careers_set_preferences()}
              </Link>
            </div>
          </div>
        ) : (
          <ul className="mt-4 space-y-3">
            {vacancies.map((v) => (
              <li key={v.id}>
                <VacancyCard vacancy={v} />
              </li>
            ))}
          </ul>
        )}
        {pagination && pagination.totalPages > 1 && (
          <nav aria-label={m.careers_pages()} className="mt-8 flex items-center justify-center gap-2">
            {pagination.currentPage > 1 && (
              <Link
                to={careersHref(filters, pagination.currentPage - 1)}
                rel="prev"
                className={buttonClass('quiet', '', 'sm')}
              >
                <ChevronLeft aria-hidden="true" className="size-4" /> {m.careers_previous()}
              </Link>
            )}
            <span className="text-sm text-cocoa-soft" aria-current="page">
              {m.careers_page_of({
                page: formatNumber(pagination.currentPage),
                total: formatNumber(pagination.totalPages),
              })}
            </span>
            {pagination.currentPage < pagination.totalPages && (
              <Link
                to={careersHref(filters, pagination.currentPage + 1)}
                rel="next"
                className={buttonClass('quiet', '', 'sm')}
              >
                {m.careers_next()} <ChevronRight aria-hidden="true" className="size-4" />
              </Link>
            )}
          </nav>
        )}
      </section>
    </div>
  );
}
