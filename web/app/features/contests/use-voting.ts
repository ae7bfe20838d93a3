import type { TContestEntry, TContestSelf } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import type { AlertState } from '~/components/form';
import { useSession } from '~/features/session';
import { errorMessage } from '~/lib/api';
import type { ContestReader } from './contest-reader';
import { sendVote } from './contests-api';
import type { VoteState } from './vote-button';

const NONE: TContestSelf = { entryId: null, votedEntryId: null };

/**
 * The reader's part in one contest (their entry, their vote), as the route's clientLoader read it,
 * and the vote action; a vote answered updates the entry's count in place.
 */
export function useVoting(
  reader: ContestReader | null | undefined,
  open: boolean,
  onVoted: (entryId: number, votes: number) => void,
) {
  const { isLoggedIn } = useSession();
  const revalidator = useRevalidator();
  const loaded = reader?.self ?? NONE;
  const [self, setSelf] = useState<TContestSelf>(loaded);
  // The vote this page saw the server accept. A reader cannot take a vote back, so a read that
  // says "no vote" was begun before it (the hydration read races an early tap) and must not
  // hide it.
  const accepted = useRef<number | null>(null);
  // A new read of the loader (after a refused vote, or once the browser has read it) wins.
  useEffect(() => setSelf({ ...loaded, votedEntryId: loaded.votedEntryId ?? accepted.current }), [loaded]);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [alert, setAlert] = useState<AlertState>(null);
  const reasonId = useId();

  const onVote = useCallback(
    async (e: TContestEntry) => {
      setBusyId(e.id);
      setAlert(null);
      try {
        const res = await sendVote(e.id);
        accepted.current = e.id;
        setSelf((s) => ({ ...s, votedEntryId: e.id }));
        onVoted(e.id, res.data.votes);
        setAlert({ tone: 'success', text: res.message ?? m.contests_thanks_for_voting() });
      } catch (err) {
        setAlert({ tone: 'error', text: errorMessage(err) });
        // Where the reader stands may have changed elsewhere (a vote from another tab).
        void revalidator.revalidate();
      } finally {
        setBusyId(null);
      }
    },
    [onVoted, revalidator],
  );

  const vote: VoteState = {
    open,
    signedIn: isLoggedIn,
    mineId: self.entryId,
    votedId: self.votedEntryId,
    busyId,
    reasonId,
    onVote,
  };
  return { vote, self, setSelf, alert };
}

/**
 * The entry the reader voted for, to name it beside the other entries: from those the page
 * holds, else the one the route's clientLoader read by its id.
 */
export function useVotedEntry(
  votedId: number | null,
  shown: TContestEntry[],
  reader: ContestReader | null | undefined,
): TContestEntry | null {
  const known = votedId === null ? null : (shown.find((e) => e.id === votedId) ?? null);
  const read = reader?.voted ?? null;
  return known ?? (read && read.id === votedId ? read : null);
}
