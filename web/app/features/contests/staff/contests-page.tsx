import { CONTEST_STATE_LABEL, formatDate, formatNumber } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { Link } from 'react-router';
import { buttonClass, ui } from '~/components/form';
import { Plus, Trophy } from '~/components/icon';
import { fetchStaffContests } from './contests-api';

const STATE_TONE = {
  running: 'bg-success-soft text-success',
  upcoming: 'bg-cream-deep text-cocoa',
  ended: 'bg-line text-cocoa-soft',
} as const;

/** Every contest: what the contests route's clientLoader gives. */
export async function loadStaffContests(signal: AbortSignal) {
  return { contests: await fetchStaffContests(signal) };
}

/** /dashboard/contests: every contest with its entries, votes and whether results are out. */
export function DashboardContestsPage({ contests }: Awaited<ReturnType<typeof loadStaffContests>>) {
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className={ui.heading}>{m.contests_staff_title()}</h1>
          <p className={ui.lead}>{m.contests_staff_lead()}</p>
        </div>
        <Link to="/dashboard/contests/new" className={buttonClass('primary', '', 'sm')}>
          <Plus aria-hidden="true" className="size-4" /> {m.contests_staff_new()}
        </Link>
      </header>
      <div className="mt-6">
        {contests.length === 0 && (
          <div className="flex flex-col items-center rounded-3xl border border-line bg-white px-6 py-12 text-center shadow-soft">
            <Trophy aria-hidden="true" className="size-9 text-berry" />
            <h2 className="mt-4 font-display text-2xl font-semibold">{m.contests_staff_none()}</h2>
            <p className="mt-2 text-cocoa-soft">{m.contests_staff_none_lead()}</p>
            <Link to="/dashboard/contests/new" className={buttonClass('primary', 'mt-6')}>
              <Plus aria-hidden="true" className="size-4" /> {m.contests_staff_new()}
            </Link>
          </div>
        )}
        {contests.length > 0 && (
          <ul className="space-y-3">
            {contests.map((c) => (
              <li key={c.id}>
                <article className="relative flex flex-wrap items-center justify-between gap-3 rounded-3xl border border-line bg-white p-4 shadow-soft focus-within:border-berry hover:border-berry sm:p-5">
                  <div className="min-w-0">
                    <h2 className="font-display text-lg font-semibold text-cocoa">
                      <Link
                        to={`/dashboard/contests/${c.id}`}
                        className="after:absolute after:inset-0 focus:outline-none"
                      >
                        {c.title}
                      </Link>
                    </h2>
                    <p className="text-sm text-cocoa-soft">
                      /contest/{c.slug} · {formatDate(c.startsAt, 'day')} – {formatDate(c.endsAt, 'day')} ·{' '}
                      {c.entryType === 'photo' ? m.contests_staff_photos() : m.contests_staff_texts()},{' '}
                      {c.judging === 'votes' ? m.contests_staff_by_votes() : m.contests_staff_judged()}
                    </p>
                    <p className="text-sm text-cocoa-soft">
                      {m.contests_staff_entries({ count: formatNumber(c.entries) })}
                      {c.hiddenEntries > 0
                        ? m.contests_staff_hidden_count({ count: formatNumber(c.hiddenEntries) })
                        : ''}{' '}
                      · {m.contests_staff_votes({ count: formatNumber(c.votes) })}
                    </p>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <span
                      className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATE_TONE[c.state]}`}
                    >
                      {c.state === 'ended'
                        ? c.resultsPublished
                          ? m.contests_staff_results_out()
                          : m.contests_staff_ended_no_results()
                        : CONTEST_STATE_LABEL[c.state]}
                    </span>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
