import type { TContestEntry } from '@upahar/contract';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '~/components/form';
import { Check, LoaderCircle, ThumbsUp } from '~/components/icon';

/** What the reader may do with an entry's vote button, decided once for the whole page. */
export type VoteState = {
  open: boolean;
  signedIn: boolean;
  mineId: number | null;
  votedId: number | null;
  busyId: number | null;
  onVote: (entry: TContestEntry) => void;
};

const votesText = (n: number) => `${n} ${n === 1 ? 'vote' : 'votes'}`;

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
          Sign in to vote
        </Link>
      </div>
    );
  if (v.mineId === e.id)
    return (
      <div className="flex flex-wrap items-center justify-between gap-2">
        {count}
        <span className="text-xs font-medium text-cocoa-soft">Your entry</span>
      </div>
    );
  if (v.votedId === e.id)
    return (
      <div className="flex flex-wrap items-center justify-between gap-2">
        {count}
        <span className="inline-flex items-center gap-1 text-sm font-semibold text-success">
          <Check aria-hidden="true" className="size-4" /> Your vote
        </span>
      </div>
    );
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      {count}
      <button
        type="button"
        className={buttonClass('primary', '', 'sm')}
        disabled={v.votedId !== null || v.busyId !== null}
        title={v.votedId !== null ? 'You have voted in this contest' : undefined}
        onClick={() => v.onVote(e)}
        aria-label={`Vote for ${e.type === 'photo' ? (e.caption ?? 'this entry') : (e.title ?? 'this entry')} by ${e.author}`}
      >
        {v.busyId === e.id ? (
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
        ) : (
          <ThumbsUp aria-hidden="true" className="size-4" />
        )}
        Vote
      </button>
    </div>
  );
}
