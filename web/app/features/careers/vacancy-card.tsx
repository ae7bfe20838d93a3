import type { TVacancy } from '@upahar/contract';
import { formatDate } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { Link } from 'react-router';
import { Banknote, CalendarClock, ChevronRight } from '~/components/icon';
import { salaryText, vacancyFacts } from './labels';

/** One vacancy in a list: the whole card opens its page. */
export function VacancyCard({ vacancy }: { vacancy: TVacancy }) {
  const salary = salaryText(vacancy);
  return (
    <article className="relative flex items-center gap-4 rounded-3xl border border-line bg-white p-5 shadow-soft transition-shadow hover:shadow-md sm:px-6">
      <div className="min-w-0 flex-1">
        <h3 className="font-display text-lg font-semibold text-cocoa sm:text-xl">
          <Link
            to={`/career/${vacancy.id}`}
            className="rounded after:absolute after:inset-0 after:rounded-3xl hover:text-berry-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-berry"
          >
            {vacancy.title}
          </Link>
        </h3>
        <p className="mt-1 text-sm font-medium text-berry-dark">{vacancyFacts(vacancy)}</p>
        <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-cocoa-soft">
          <span className="inline-flex items-center gap-1.5">
            <CalendarClock aria-hidden="true" className="size-4" />
            {m.careers_apply_by({ date: formatDate(vacancy.closingDate, 'day') })}
          </span>
          {salary && (
            <span className="inline-flex items-center gap-1.5">
              <Banknote aria-hidden="true" className="size-4" />
              {salary}
            </span>
          )}
        </p>
      </div>
      <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-berry" />
    </article>
  );
}
