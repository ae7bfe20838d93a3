import type { TContestCard, TContestEntry, TContestState } from '@upahar/contract';
import { and, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { contestEntries, contestPrizes, type contests, contestVotes } from '../../db/schema/contests.ts';
import { users } from '../auth/tables.ts';
import { prizes } from '../prizes/tables.ts';

// Shapes shared by the shopper's and the staff's reads: a contest card, an entry with its votes.

export type ContestRow = typeof contests.$inferSelect;

export const stateOf = (c: Pick<ContestRow, 'startsAt' | 'endsAt'>, now: Date): TContestState =>
  now < c.startsAt ? 'upcoming' : now < c.endsAt ? 'running' : 'ended';

export const isOpen = (c: Pick<ContestRow, 'startsAt' | 'endsAt'>, now: Date) =>
  stateOf(c, now) === 'running';

/** Visible entries per contest. */
export async function entryCounts(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ id: contestEntries.contestId, n: count() })
    .from(contestEntries)
    .where(and(inArray(contestEntries.contestId, ids), isNull(contestEntries.hiddenAt)))
    .groupBy(contestEntries.contestId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

export function cardOf(c: ContestRow, entries: number, now: Date): TContestCard {
  return {
    id: c.id,
    slug: c.slug,
    title: c.title,
    banner: c.bannerPath,
    entryType: c.entryType,
    judging: c.judging,
    startsAt: c.startsAt.toISOString(),
    endsAt: c.endsAt.toISOString(),
    state: stateOf(c, now),
    resultsPublished: c.resultsPublishedAt !== null,
    entries,
  };
}

/** Votes per entry, counted from the votes themselves so no counter can drift. */
export const votesOf = sql<number>`(select count(*)::int from ${contestVotes} where ${contestVotes.entryId} = ${contestEntries.id})`;

const entryColumns = {
  e: contestEntries,
  author: users.name,
  email: users.email,
  votes: votesOf,
};

export async function loadEntries(
  db: DbOrTx,
  where: SQL | undefined,
  o: { order?: 'votes' | 'oldest'; limit?: number; offset?: number } = {},
) {
  const order =
    o.order === 'votes'
      ? [desc(votesOf), contestEntries.createdAt, contestEntries.id]
      : [contestEntries.createdAt, contestEntries.id];
  const q = db
    .select(entryColumns)
    .from(contestEntries)
    .innerJoin(users, eq(users.id, contestEntries.userId))
    .where(where)
    .orderBy(...order)
    .$dynamic();
  if (o.limit !== undefined) q.limit(o.limit).offset(o.offset ?? 0);
  return q;
}

export type EntryRow = Awaited<ReturnType<typeof loadEntries>>[number];

/** First name and initial: entries are public, a full name need not be. */
function publicName(name: string) {
  const parts = name.trim().split(/\s+/);
  return parts.length > 1 ? `${parts[0]} ${parts[parts.length - 1][0]}.` : (parts[0] ?? 'Shopper');
}

/** Places picked by staff stay private until the results are published. */
export function entryOf(r: EntryRow, c: Pick<ContestRow, 'entryType' | 'resultsPublishedAt'>): TContestEntry {
  const e = r.e;
  return {
    id: e.id,
    contestId: e.contestId,
    type: c.entryType,
    image: e.imagePath,
    caption: e.caption,
    title: e.title,
    text: e.body,
    author: publicName(r.author),
    votes: Number(r.votes),
    views: e.views,
    place: c.resultsPublishedAt ? e.place : null,
    createdAt: e.createdAt.toISOString(),
  };
}

export async function prizesOf(db: DbOrTx, contestId: number) {
  return db
    .select({ place: contestPrizes.place, prizeId: contestPrizes.prizeId, title: prizes.title })
    .from(contestPrizes)
    .innerJoin(prizes, eq(prizes.id, contestPrizes.prizeId))
    .where(eq(contestPrizes.contestId, contestId))
    .orderBy(contestPrizes.place);
}

export async function winnersOf(db: DbOrTx, c: ContestRow) {
  if (!c.resultsPublishedAt) return [];
  const [placed, prizeList] = await Promise.all([
    loadEntries(
      db,
      and(
        eq(contestEntries.contestId, c.id),
        sql`${contestEntries.place} is not null`,
        isNull(contestEntries.hiddenAt),
      ),
    ),
    prizesOf(db, c.id),
  ]);
  return placed
    .map((r) => ({
      place: r.e.place ?? 0,
      entryId: r.e.id,
      name: publicName(r.author),
      label: r.e.title ?? r.e.caption ?? '',
      prize: prizeList.find((p) => p.place === r.e.place)?.title ?? null,
    }))
    .sort((a, b) => a.place - b.place);
}
