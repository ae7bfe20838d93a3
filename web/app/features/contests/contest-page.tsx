import { formatNumber, type TContestEntry, type TContestPage, type TPagination } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { useCallback, useEffect, useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { FormAlert, ui } from '~/components/form';
import { ArrowLeft, Gift, PartyPopper, Trophy } from '~/components/icon';
import { type RowsPage, useMoreRows } from '~/lib/use-more-rows';
import { ContestMissing, ContestTiming, MoreButton, placeName, StateBadge } from './contest-bits';
import type { ContestReader } from './contest-reader';
import { EntryCard } from './entry-card';
import { EntryForm } from './entry-form';
import { useVotedEntry, useVoting } from './use-voting';
import { VotedNote } from './vote-button';

/** The entries and their page in a "More entries" answer of the contest route. */
function entriesOf(data: unknown): RowsPage<TContestEntry> | null {
  if (typeof data !== 'object' || data === null || !('entries' in data)) return null;
  const { entries, pagination } = data as { entries: TContestEntry[]; pagination?: TPagination };
  return { rows: entries, pagination };
}

export type ContestData =
  | ({ status: 'ready'; pagination?: TPagination; now: number; reader?: ContestReader | null } & TContestPage)
  | { status: 'error'; detail: string | null };

/** /contest/:slug: the contest, its rules and prizes, a countdown, entries with votes, entering. */
export function ContestPage(props: ContestData) {
  if (props.status === 'error')
    return <ContestMissing title={m.contests_contest_missing()} detail={props.detail} width="max-w-6xl" />;
  return <Contest {...props} />;
}

function Contest(
  props: TContestPage & { pagination?: TPagination; now: number; reader?: ContestReader | null },
) {
  const { contest: c } = props;
  const { items, ...more } = useMoreRows({ rows: props.entries, pagination: props.pagination }, entriesOf);
  // A vote changes one entry's count on screen at once; the next read of the page brings the
  // counts afresh.
  const [votes, setVotes] = useState<Record<number, number>>({});
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new first page (a reload) brings its own counts
  useEffect(() => setVotes({}), [props.entries]);
  // An entry the reader just sent shows at the end of the list until the page is read again.
  const [entered, setEntered] = useState<TContestEntry | null>(null);
  const listed = entered && !items.some((e) => e.id === entered.id) ? [...items, entered] : items;
  const entries = listed.map((e) => (votes[e.id] === undefined ? e : { ...e, votes: votes[e.id] }));
  const onVoted = useCallback((id: number, count: number) => setVotes((v) => ({ ...v, [id]: count })), []);
  const { vote, self, setSelf, alert } = useVoting(props.reader, c.state === 'running', onVoted);
  const votedEntry = useVotedEntry(vote.votedId, entries, props.reader);
  const revalidator = useRevalidator();
  // When the countdown reaches its moment, the page reads the contest again (open, or closed).
  const onDone = useCallback(() => {
    if (revalidator.state === 'idle') void revalidator.revalidate();
  }, [revalidator]);

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <Link
        to="/contests"
        className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-berry hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> {m.contests_all_contests()}
      </Link>
      {c.banner && (
        <img
          src={c.banner}
          alt=""
          className="mt-2 aspect-[3/1] w-full rounded-3xl object-cover shadow-soft"
        />
      )}
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr]">
        <div className="min-w-0 space-y-4">
          <div className="flex flex-wrap items-center gap-2">
            <StateBadge state={c.state} />
            <span className="text-sm text-cocoa-soft">
              {c.entryType === 'photo' ? m.contests_photo_contest() : m.contests_writing_contest()} ·{' '}
              {c.judging === 'votes' ? m.contests_most_votes_win() : m.contests_judged_by_team()}
            </span>
          </div>
          <h1 className="font-display text-3xl font-semibold text-cocoa sm:text-4xl">{c.title}</h1>
          <p className="leading-relaxed whitespace-pre-line text-cocoa">{c.description}</p>
        </div>
        <aside className="space-y-4 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <div className={`${ui.card} space-y-3`}>
            <Timing contest={c} now={props.now} onDone={onDone} />
            <p className="text-sm text-cocoa-soft">
              {m.contests_entries({ count: formatNumber(c.entries) })}
            </p>
          </div>
          {c.prizes.length > 0 && (
            <section aria-labelledby="prizes" className={ui.card}>
              <h2 id="prizes" className="flex items-center gap-2 font-display text-xl font-semibold">
                <Gift aria-hidden="true" className="size-5 text-berry" /> {m.contests_prizes()}
              </h2>
              <ul className="mt-3 space-y-2 text-sm">
                {c.prizes.map((p) => (
                  <li key={p.place} className="flex gap-2">
                    <span className="w-10 shrink-0 font-semibold text-berry">{placeName(p.place)}</span>
                    <span>{p.title}</span>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </aside>
        <section aria-labelledby="rules" className={`${ui.card} self-start lg:col-start-1`}>
          <h2 id="rules" className="font-display text-xl font-semibold">
            {m.contests_rules()}
          </h2>
          <p className="mt-2 text-sm leading-relaxed whitespace-pre-line text-cocoa">{c.rules}</p>
        </section>
      </div>

      {c.winners.length > 0 && (
        <section aria-labelledby="winners" className="mt-8 rounded-3xl bg-berry-soft p-6">
          <h2
            id="winners"
            className="flex items-center gap-2 font-display text-2xl font-semibold text-berry-dark"
          >
            <PartyPopper aria-hidden="true" className="size-6" /> {m.contests_winners()}
          </h2>
          <ol className="mt-4 grid gap-3 sm:grid-cols-3">
            {c.winners.map((w) => (
              <li key={w.place} className="rounded-2xl bg-white p-4 shadow-soft">
                <p className="flex items-center gap-1.5 text-sm font-semibold text-berry">
                  <Trophy aria-hidden="true" className="size-4" />{' '}
                  {m.contests_place({ place: placeName(w.place) })}
                </p>
                <p className="mt-1 font-semibold text-cocoa">
                  <Link to={`/contest/detail/${w.entryId}`} className={ui.link}>
                    {w.label || m.contests_entry()}
                  </Link>
                </p>
                <p className="text-sm text-cocoa-soft">{m.contests_by_author({ name: w.name })}</p>
                {w.prize && (
                  <p className="mt-1 text-sm text-cocoa">{m.contests_prize_line({ prize: w.prize })}</p>
                )}
              </li>
            ))}
          </ol>
        </section>
      )}
      {c.state === 'ended' && !c.resultsPublished && (
        <FormAlert tone="info" className="mt-8">
          {m.contests_ended_pending()}
        </FormAlert>
      )}

      {c.state === 'running' && self.entryId === null && !entered && (
        <div className="mt-8 max-w-xl">
          <EntryForm
            contest={c}
            onEntered={(e) => {
              setEntered(e);
              setSelf((s) => ({ ...s, entryId: e.id }));
            }}
          />
        </div>
      )}
      {(entered || (c.state === 'running' && self.entryId !== null)) && (
        <FormAlert tone="success" className="mt-8">
          {entered ? m.contests_entered_now() : m.contests_entered_before()}{' '}
          <Link to={`/profile/contests/${entered?.id ?? self.entryId}`} className={ui.link}>
            {m.contests_see_your_entry()}
          </Link>
        </FormAlert>
      )}

      <section aria-labelledby="entries" className="mt-10">
        <h2 id="entries" className="font-display text-2xl font-semibold">
          {m.contests_entries_heading()}
        </h2>
        {alert && (
          <FormAlert tone={alert.tone} className="mt-4">
            {alert.text}
          </FormAlert>
        )}
        <VotedNote vote={vote} voted={votedEntry} className="mt-4" />
        {entries.length === 0 ? (
          <p className="mt-4 text-cocoa-soft">
            {c.state === 'upcoming' ? m.contests_entries_open_later() : m.contests_no_entries()}
          </p>
        ) : (
          <ul className="mt-4 grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4">
            {entries.map((e) => (
              <li key={e.id}>
                <EntryCard entry={e} vote={vote} />
              </li>
            ))}
          </ul>
        )}
        <div className="mt-6 flex flex-col items-center gap-3">
          <MoreButton
            more={{ busy: more.loading, error: more.failed }}
            hasMore={more.hasMore}
            onMore={more.loadMore}
          >
            {m.contests_more_entries()}
          </MoreButton>
        </div>
      </section>
    </div>
  );
}

function Timing({
  contest: c,
  now,
  onDone,
}: {
  contest: TContestPage['contest'];
  now: number;
  onDone: () => void;
}) {
  return (
    <div>
      <ContestTiming contest={c} now={now} onDone={onDone} />
      {c.state === 'ended' && <p className="mt-1 text-sm font-medium text-cocoa">{m.contests_closed()}</p>}
    </div>
  );
}
