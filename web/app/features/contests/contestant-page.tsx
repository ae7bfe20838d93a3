import type { TContestant } from '@upahar/contract';
import { formatDate, formatNumber } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { buttonClass, FormAlert } from '~/components/form';
import { ArrowLeft, ArrowRight, Eye } from '~/components/icon';
import { ContestMissing, PlaceBadge, StateBadge } from './contest-bits';
import type { ContestReader } from './contest-reader';
import { countView } from './contests-api';
import { useVotedEntry, useVoting } from './use-voting';
import { VoteButton, VotedNote } from './vote-button';

export type ContestantData =
  | ({ status: 'ready'; reader?: ContestReader | null } & TContestant)
  | { status: 'error'; detail: string | null };

/** /contest/detail/:id: one entry large, its votes and views, and on to the next entry. */
export function ContestantPage(props: ContestantData) {
  if (props.status === 'error')
    return <ContestMissing title={m.contests_entry_missing()} detail={props.detail} width="max-w-3xl" />;
  return <Contestant {...props} />;
}

function Contestant(props: TContestant & { reader?: ContestReader | null }) {
  const { contest: c, nextId } = props;
  const [entry, setEntry] = useState(props.entry);
  useEffect(() => setEntry(props.entry), [props.entry]);
  // One view per visit, counted from the browser whatever served the page (the shared cache too).
  useEffect(() => countView(props.entry.id), [props.entry.id]);
  const onVoted = useCallback((_: number, votes: number) => setEntry((e) => ({ ...e, votes })), []);
  const { vote, alert } = useVoting(props.reader, c.state === 'running', onVoted);
  const votedEntry = useVotedEntry(vote.votedId, [entry], props.reader);
  const label = entry.type === 'photo' ? entry.caption : entry.title;

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
      <Link
        to={`/contest/${c.slug}`}
        className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-berry hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> {c.title}
      </Link>
      <article className="mt-2 overflow-hidden rounded-3xl border border-line bg-white shadow-soft">
        {entry.type === 'photo' && entry.image && (
          <img
            src={entry.image}
            alt={entry.caption ?? m.contests_photo_entry()}
            className="max-h-[70vh] w-full bg-cream object-contain"
          />
        )}
        <div className="space-y-3 p-5 sm:p-8">
          <div className="flex flex-wrap items-center gap-2">
            <StateBadge state={c.state} />
            {entry.place !== null && <PlaceBadge place={entry.place} />}
          </div>
          <h1 className="font-display text-2xl font-semibold text-cocoa sm:text-3xl">{label}</h1>
          {entry.type === 'text' && (
            <p className="leading-relaxed whitespace-pre-line text-cocoa">{entry.text}</p>
          )}
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-cocoa-soft">
            <span>
              {m.contests_by_on({ author: entry.author, date: formatDate(entry.createdAt, 'day') })}
            </span>
            <span className="inline-flex items-center gap-1">
              <Eye aria-hidden="true" className="size-4" />{' '}
              {m.contests_views({ count: formatNumber(entry.views) })}
            </span>
          </p>
          {alert && <FormAlert tone={alert.tone}>{alert.text}</FormAlert>}
          <div className="max-w-xs">
            <VoteButton entry={entry} vote={vote} />
          </div>
          {vote.votedId !== entry.id && <VotedNote vote={vote} voted={votedEntry} />}
        </div>
      </article>
      <nav aria-label={m.contests_entries_nav()} className="mt-6 flex flex-wrap justify-between gap-3">
        <Link to={`/contest/${c.slug}`} className={buttonClass('secondary')}>
          {m.contests_all_entries()}
        </Link>
        {nextId !== null && (
          <Link to={`/contest/detail/${nextId}`} className={buttonClass('primary')} rel="next">
            {m.contests_next_entry()} <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        )}
      </nav>
    </div>
  );
}
