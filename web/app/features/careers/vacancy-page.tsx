import type { TVacancy } from '@upahar/contract';
import { formatDate } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { Link } from 'react-router';
import { FormAlert, ui } from '~/components/form';
import { ArrowLeft, Banknote, CalendarClock } from '~/components/icon';
import { ApplyForm } from './apply-form';
import type { CareerPersonal } from './career-personal';
import { salaryText, vacancyFacts } from './labels';
import { VacancyText } from './vacancy-text';

/** /career/:id: the vacancy and, while it is open, the application form. */
export function VacancyPage({
  vacancy,
  personal,
}: {
  vacancy: TVacancy;
  /** The reader's earlier application and saved CVs, read in the browser (undefined until then). */
  personal?: CareerPersonal | null;
}) {
  const salary = salaryText(vacancy);
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <Link to="/careers" className={`${ui.link} inline-flex items-center gap-1.5 text-sm`}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {m.careers_all_vacancies()}
      </Link>
      <div className="mt-4 grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <article>
          <p className="text-sm font-semibold text-berry-dark">{vacancyFacts(vacancy)}</p>
          <h1 className="mt-1 font-display text-3xl font-semibold text-cocoa sm:text-4xl">{vacancy.title}</h1>
          <p className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-cocoa-soft">
            <span className="inline-flex items-center gap-1.5">
              <CalendarClock aria-hidden="true" className="size-4" />
              {vacancy.isOpen
                ? m.careers_apply_by({ date: formatDate(vacancy.closingDate, 'day') })
                : m.careers_closed_on({ date: formatDate(vacancy.closingDate, 'day') })}
            </span>
            {salary && (
              <span className="inline-flex items-center gap-1.5">
                <Banknote aria-hidden="true" className="size-4" />
                {salary}
              </span>
            )}
          </p>
          <div className="mt-6 rounded-3xl border border-line bg-white p-6 shadow-soft sm:p-8">
            <VacancyText text={vacancy.description} />
          </div>
        </article>
        <aside aria-labelledby="apply-title" className={`${ui.card} lg:sticky lg:top-24`}>
          <h2 id="apply-title" className="font-display text-2xl font-semibold text-cocoa">
            {vacancy.isOpen ? m.careers_apply_title() : m.careers_closed_title()}
          </h2>
          <div className="mt-4">
            {vacancy.isOpen ? (
              <ApplyForm vacancyId={vacancy.id} title={vacancy.title} personal={personal} />
            ) : (
              <FormAlert tone="info">
                {m.careers_closed_note()}{' '}
                <Link to="/careers" className={ui.link}>
                  {m.careers_see_open()}
                </Link>
              </FormAlert>
            )}
          </div>
        </aside>
      </div>
    </div>
  );
}
