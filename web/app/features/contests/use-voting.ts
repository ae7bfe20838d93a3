import type { TContestEntry, TContestSelf } from '@upahar/contract';
import { useCallback, useEffect, useId, useState } from 'react';
import type { AlertState } from '~/components/form';
import { useSession } from '~/features/session';
import { errorMessage } from '~/lib/api';
import { fetchContestant, fetchContestSelf, sendVote } from './contests-api';
import type { VoteState } from './vote-button';

/**
 * The reader's part in one contest (their entry, their vote), read in the browser where the
 * token is, and the vote action; a vote answered updates the entry's count in place.
 */
export function useVoting(slug: string, open: boolean, onVoted: (entryId: number, votes: number) => void) {
  const { isLoggedIn } = useSession();
  const [self, setSelf] = useState<TContestSelf>({ entryId: null, votedEntryId: null });
  const [busyId, setBusyId] = useState<number | null>(null);
  const [alert, setAlert] = useState<AlertState>(null);
  const reasonId = useId();

  const reloadSelf = useCallback(
    (signal?: AbortSignal) =>
      fetchContestSelf(slug, signal).then(
        (s) => !signal?.aborted && setSelf(s),
        () => {},
      ),
    [slug],
  );
  useEffect(() => {
    if (!isLoggedIn) return;
    const controller = new AbortController();
    void reloadSelf(controller.signal);
    return () => controller.abort();
  }, [isLoggedIn, reloadSelf]);

  const onVote = useCallback(
    async (e: TContestEntry) => {
      setBusyId(e.id);
      setAlert(null);
      try {
        const res = await sendVote(e.id);
        setSelf((s) => ({ ...s, votedEntryId: e.id }));
        onVoted(e.id, res.data.votes);
        setAlert({ tone: 'success', text: res.message ?? 'Thank you for voting' });
      } catch (err) {
        setAlert({ tone: 'error', text: errorMessage(err) });
        void reloadSelf();
      } finally {
        setBusyId(null);
      }
    },
    [onVoted, reloadSelf],
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
 * holds, else read once by its id (the page may show another entry, or not that far down).
 */
export function useVotedEntry(votedId: number | null, shown: TContestEntry[]): TContestEntry | null {
  const known = votedId === null ? null : (shown.find((e) => e.id === votedId) ?? null);
  const [read, setRead] = useState<TContestEntry | null>(null);
  useEffect(() => {
    if (votedId === null || known) return;
    const controller = new AbortController();
    fetchContestant(votedId, controller.signal).then(
      (r) => !controller.signal.aborted && setRead(r.entry),
      () => {},
    );
    return () => controller.abort();
  }, [votedId, known]);
  return known ?? (read?.id === votedId ? read : null);
}
