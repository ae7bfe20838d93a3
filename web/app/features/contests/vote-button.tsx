import { formatNumber, type TContestEntry } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { Link, useLocation } from 'react-router';
import { buttonClass, ui } from '~/components/form';
import { Check, LoaderCircle, ThumbsUp } from '~/components/icon';

/** What the reader may do with an entry's vote button, decided once for the whole page. */
export type VoteState = {
  open: boolean;
  signedIn: boolean;
  mineId: number | null;
  votedId: number | null;
  busyId: number | null;
  /** The id of the words that say why the other entries' buttons no longer vote (VotedNote). */
  reasonId: string;
  onVote: (entry: TContestEntry) => void;
};

/** How an entry is named to a reader: its caption or title, or what it is. */
const entryLabel = (e: TContestEntry) =>
  e.type === 'photo' ? (e.caption ?? m.contests_a_photo_entry()) : (e.title ?? m.contests_a_written_entry());

const votesText = (n: number) => m.contests_votes({ count: formatNumber(n) });

export function VoteButton({ entry: e, vote: v }: { entry: TContestEntry; vote: VoteState }) {
  const location = useLocation();
  const count = <span className="text-sm font-semibold text-cocoa">{votesText(e.votes)}</span>;
  if (!v.open) return count;
  if (!v.signedIn)
    return (
      <div className="flex flex-wrap items-center justify-between gap-2">
        {count}
        <Link
          to={`/login?referrer=${encodeURIComponent(location.pathname)}`}
          className={buttonClass('secondary', '', 'sm')}
        >
          {m.contests_sign_in_to_vote()}
        </Link>
      </div>
    );
  if (v.mineId === e.id)
    return (
      <div className="flex flex-wrap items-center justify-between gap-2">
        {count}
        <span className="text-xs font-medium text-cocoa-soft">{m.contests_your_entry()}</span>
      </div>
    );
  if (v.votedId === e.id)
    return (
      <div className="flex flex-wrap items-center justify-between gap-2">
        {count}
        <span className="inline-flex items-center gap-1 text-sm font-semibold text-success">
          <Check aria-hidden="true" className="size-4" /> {m.contests_your_vote()}
        </span>
      </div>
    );
  // Voted for another entry: the button stays in reach of the keyboard and a screen reader, and
  // says why it does nothing (the words beside the entries, VotedNote), as a tooltip cannot on a
  // phone.
  const votedElsewhere = v.votedId !== null;
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      {count}
      <button
        type="button"
        className={buttonClass('primary', 'aria-disabled:cursor-not-allowed aria-disabled:opacity-60', 'sm')}
        disabled={!votedElsewhere && v.busyId !== null}
        aria-disabled={votedElsewhere || undefined}
        aria-describedby={votedElsewhere ? v.reasonId : undefined}
        onClick={() => {
          if (!votedElsewhere) v.onVote(e);
        }}
        aria-label={m.contests_vote_for({
          entry: (e.type === 'photo' ? e.caption : e.title) ?? m.contests_this_entry(),
          author: e.author,
        })}
      >
        {v.busyId === e.id ? (
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
        ) : (
          <ThumbsUp aria-hidden="true" className="size-4" />
        )}
        {m.contests_vote()}
      </button>
    </div>
  );
}

/**
 * Where the reader's one vote went, in words on the page next to the entries: why the other Vote
 * buttons are pale. `voted` is the entry voted for when the page holds it.
 */
export function VotedNote({
  vote: v,
  voted,
  className = '',
}: {
  vote: VoteState;
  voted: TContestEntry | null;
  className?: string;
}) {
  if (!v.open || v.votedId === null) return null;
  const named = voted
    ? m.contests_named_entry({ entry: entryLabel(voted), author: voted.author })
    : m.contests_another_entry();
  return (
    <p id={v.reasonId} className={`flex items-start gap-2 text-sm text-cocoa ${className}`}>
      <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
      <span>
        {m.contests_you_voted_for()}{' '}
        <Link to={`/contest/detail/${v.votedId}`} className={ui.link}>
          {named}
        </Link>
        {/* An author shown as "Anil T." already ends the sentence. */}
        {named.endsWith('.') ? '' : '.'}
        {m.contests_one_vote()}
      </span>
    </p>
  );
}
