import {
  CONTEST_STATE_LABEL,
  CONTEST_STATES,
  formatNumber,
  type TContestCard,
  type TContestState,
  type TPagination,
} from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { Link } from 'react-router';
import { buttonClass } from '~/components/form';
import { Trophy } from '~/components/icon';
import { ProblemCard } from '~/components/layout/problem-card';
import { type RowsPage, useMoreRows } from '~/lib/use-more-rows';
import { ContestCard, MoreButton } from './contest-bits';

export type ContestsData =
  | {
      status: 'ready';
      contests: TContestCard[];
      pagination?: TPagination;
      state: TContestState | null;
      /** When the server read the contests (ms), for their countdowns. */
      now: number;
    }
  | { status: 'error'; detail: string | null; state: TContestState | null };

/** The contests and their page in the contests route's answer, for "More contests". */
function contestsOf(data: unknown): RowsPage<TContestCard> | null {
  if (typeof data !== 'object' || data === null || !('contests' in data)) return null;
  const { contests, pagination } = data as { contests: TContestCard[]; pagination?: TPagination };
  return { rows: contests, pagination };
}

const tabHref = (s: TContestState | null) => (s ? `/contests?state=${s}` : '/contests');

/** /contests: every contest or one state of them; page 1 comes with the page, "More" appends. */
export function ContestsPage(props: ContestsData) {
  const {
    items: list,
    total,
    ...more
  } = useMoreRows(
    props.status === 'ready'
      ? { rows: props.contests, pagination: props.pagination }
      : { rows: [], pagination: null },
    contestsOf,
  );

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <header className="max-w-2xl">
        <p className="text-sm font-semibold tracking-wide text-berry uppercase">{m.contests_eyebrow()}</p>
        <h1 className="mt-1 font-display text-3xl font-semibold text-cocoa sm:text-4xl">
          {m.contests_heading()}
        </h1>
        <p className="mt-2 text-base leading-relaxed text-cocoa-soft">{m.contests_lead()}</p>
      </header>
      <nav aria-label={m.contests_tabs_label()} className="-mx-4 mt-6 overflow-x-auto px-4">
        <ul className="flex gap-2">
          {[null, ...CONTEST_STATES].map((s) => (
            <li key={s ?? 'all'}>
              <Link
                to={tabHref(s)}
                aria-current={props.state === s ? 'page' : undefined}
                className={`inline-flex min-h-10 items-center rounded-full px-4 text-sm font-medium whitespace-nowrap ${
                  props.state === s
                    ? 'bg-berry text-white'
                    : 'border border-line bg-white text-cocoa hover:bg-cream'
                }`}
              >
                {s ? CONTEST_STATE_LABEL[s] : m.contests_tab_all()}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {props.status === 'error' ? (
        <ProblemCard
          title={m.contests_load_failed()}
          detail={props.detail}
          action={{ to: tabHref(props.state), label: m.contests_try_again(), reloadDocument: true }}
        />
      ) : list.length === 0 ? (
        <div className="mt-8 flex flex-col items-center rounded-3xl border border-line bg-white px-6 py-12 text-center shadow-soft">
          <span className="grid size-20 place-items-center rounded-full bg-berry-soft text-berry">
            <Trophy aria-hidden="true" className="size-9" />
          </span>
          <h2 className="mt-5 font-display text-2xl font-semibold">
            {props.state === 'running'
              ? m.contests_none_running()
              : props.state === 'upcoming'
                ? m.contests_none_upcoming()
                : props.state === 'ended'
                  ? m.contests_none_ended()
                  : m.contests_none_yet()}
          </h2>
          <p className="mt-2 max-w-md text-cocoa-soft">{m.contests_none_lead()}</p>
          {props.state && (
            <Link to="/contests" className={buttonClass('secondary', 'mt-6')}>
              {m.contests_see_all()}
            </Link>
          )}
        </div>
      ) : (
        <>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {list.map((c) => (
              <li key={c.id}>
                <ContestCard contest={c} now={props.now} />
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-col items-center gap-3">
            <MoreButton
              more={{ busy: more.loading, error: more.failed }}
              hasMore={more.hasMore}
              onMore={more.loadMore}
            >
              {m.contests_more()}
            </MoreButton>
            {total > list.length && (
              <p className="text-sm text-cocoa-soft">
                {m.contests_showing({ shown: formatNumber(list.length), total: formatNumber(total) })}
              </p>
            )}
          </div>
        </>
      )}
    </div>
  );
}
