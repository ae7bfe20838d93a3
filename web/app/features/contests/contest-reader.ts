import type { TContestEntry, TContestSelf, TPagination } from '@upahar/contract';
import { getToken } from '~/lib/browser-api';
import { fetchContestant, fetchContestPage, fetchContestSelf } from './contests-api';

/**
 * The reader's part in one contest, read in the browser where the token is: their entry and
 * vote, and the entry they voted for when the page does not show it. Undefined until read, null
 * for a visitor.
 */
export type ContestReader = { self: TContestSelf; voted: TContestEntry | null };

const NONE: TContestSelf = { entryId: null, votedEntryId: null };

/**
 * For the contest routes' clientLoaders. Not knowing the reader's part only hides their vote
 * and entry, so a failure reads as "none"; the vote itself is checked again by the server.
 */
export async function loadContestReader(
  slug: string,
  shown: TContestEntry[],
  signal: AbortSignal,
): Promise<ContestReader | null> {
  if (!getToken()) return null;
  const self = await fetchContestSelf(slug, signal).catch(() => NONE);
  const votedId = self.votedEntryId;
  const voted =
    votedId === null || shown.some((e) => e.id === votedId)
      ? null
      : await fetchContestant(votedId, signal).then(
          (r) => r.entry,
          () => null,
        );
  return { self, voted };
}

/**
 * A later page of a contest's entries, for "More entries": read from the browser, so a signed-in
 * reader's votes are current there too.
 */
export async function loadEntriesPage(
  slug: string,
  page: number,
  signal: AbortSignal,
): Promise<{ entries: TContestEntry[]; pagination?: TPagination }> {
  const res = await fetchContestPage(slug, page, signal);
  return { entries: res.data.entries, pagination: res.meta?.pagination };
}

/**
 * A signed-in reader's own read of a contest's first entries skips the shared cache, so the votes
 * they see are current; null for a visitor, or when it fails (the cached page stays).
 */
export async function loadFreshEntries(
  slug: string,
  signal: AbortSignal,
): Promise<{ entries: TContestEntry[]; pagination?: TPagination } | null> {
  if (!getToken()) return null;
  return fetchContestPage(slug, 1, signal).then(
    (res) => ({ entries: res.data.entries, pagination: res.meta?.pagination }),
    () => null,
  );
}
