import {
  CONTEST_ENTRIES_PER_PAGE,
  CONTESTS_PER_PAGE,
  type TContestState,
  type TMyEntry,
} from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { and, asc, count, desc, eq, gt, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contestEntries, contests, contestVotes } from '../../db/schema/contests.ts';
import { notFound } from '../../lib/errors.ts';
import { cardOf, entryCounts, entryOf, loadEntries, prizesOf, stateOf, winnersOf } from './reads.ts';
import { publishVoteResults } from './results.ts';

// What shoppers and visitors read: the list, a contest with its entries, one entry, their own.

const stateWhere = (state: TContestState | undefined, now: Date): SQL | undefined => {
  if (state === 'upcoming') return gt(contests.startsAt, now);
  if (state === 'running') return and(lte(contests.startsAt, now), gt(contests.endsAt, now));
  if (state === 'ended') return lte(contests.endsAt, now);
  return undefined;
};

export async function listContests(o: { db: Db; state?: TContestState; page: number; now: Date }) {
  const where = stateWhere(o.state, o.now);
  // Running first (ending soonest), then upcoming (starting soonest), then ended (latest first).
  const rank = sql`case when ${contests.startsAt} > ${o.now} then 1 when ${contests.endsAt} > ${o.now} then 0 else 2 end`;
  const [rows, [{ total }]] = await Promise.all([
    o.db
      .select()
      .from(contests)
      .where(where)
      .orderBy(
        rank,
        sql`case when ${contests.endsAt} > ${o.now} then ${contests.endsAt} end`,
        desc(contests.endsAt),
        desc(contests.id),
      )
      .limit(CONTESTS_PER_PAGE)
      .offset((o.page - 1) * CONTESTS_PER_PAGE),
    o.db.select({ total: count() }).from(contests).where(where),
  ]);
  const counts = await entryCounts(
    o.db,
    rows.map((r) => r.id),
  );
  return { contests: rows.map((c) => cardOf(c, counts.get(c.id) ?? 0, o.now)), total };
}

async function bySlug(db: Db, slug: string) {
  const [c] = await db.select().from(contests).where(eq(contests.slug, slug));
  if (!c) throw notFound(m.errors_not_found_contest);
  return c;
}

export async function getContestPage(o: {
  db: Db;
  slug: string;
  page: number;
  now: Date;
  publicUrl: string;
}) {
  let c = await bySlug(o.db, o.slug);
  // The first read after a vote-judged contest ends publishes its results (once; see results.ts).
  if (c.judging === 'votes' && !c.resultsPublishedAt && c.endsAt <= o.now) {
    await publishVoteResults({ db: o.db, contestId: c.id, now: o.now, publicUrl: o.publicUrl });
    c = await bySlug(o.db, o.slug);
  }
  const visible = and(eq(contestEntries.contestId, c.id), isNull(contestEntries.hiddenAt));
  const [rows, counts, prizeList, winners] = await Promise.all([
    loadEntries(o.db, visible, {
      order: stateOf(c, o.now) === 'ended' ? 'votes' : 'oldest',
      limit: CONTEST_ENTRIES_PER_PAGE,
      offset: (o.page - 1) * CONTEST_ENTRIES_PER_PAGE,
    }),
    entryCounts(o.db, [c.id]),
    prizesOf(o.db, c.id),
    winnersOf(o.db, c),
  ]);
  const total = counts.get(c.id) ?? 0;
  return {
    contest: {
      ...cardOf(c, total, o.now),
      description: c.description,
      rules: c.rules,
      prizes: prizeList.map((p) => ({ place: p.place, title: p.title })),
      winners,
    },
    entries: rows.map((r) => entryOf(r, c)),
    banner: c.bannerPath,
    total,
  };
}

export async function getContestSelf(o: { db: Db; slug: string; userId: string }) {
  const c = await bySlug(o.db, o.slug);
  const [[mine], [vote]] = await Promise.all([
    o.db
      .select({ id: contestEntries.id })
      .from(contestEntries)
      .where(and(eq(contestEntries.contestId, c.id), eq(contestEntries.userId, o.userId))),
    o.db
      .select({ entryId: contestVotes.entryId })
      .from(contestVotes)
      .where(and(eq(contestVotes.contestId, c.id), eq(contestVotes.voterId, o.userId))),
  ]);
  return { entryId: mine?.id ?? null, votedEntryId: vote?.entryId ?? null };
}

/** A visible entry, its contest and the next visible entry (wrapping round to the first). */
export async function getContestant(o: { db: Db; id: number; now: Date }) {
  const [row] = await loadEntries(o.db, and(eq(contestEntries.id, o.id), isNull(contestEntries.hiddenAt)));
  if (!row) throw notFound(m.errors_not_found_entry);
  const [c] = await o.db.select().from(contests).where(eq(contests.id, row.e.contestId));
  const visible = and(eq(contestEntries.contestId, c.id), isNull(contestEntries.hiddenAt));
  const after = sql`(${contestEntries.createdAt}, ${contestEntries.id}) > (${row.e.createdAt}, ${row.e.id})`;
  const pick = (where: SQL | undefined) =>
    o.db
      .select({ id: contestEntries.id })
      .from(contestEntries)
      .where(where)
      .orderBy(asc(contestEntries.createdAt), asc(contestEntries.id))
      .limit(1);
  const [next] = await pick(and(visible, after));
  const [first] = next ? [next] : await pick(visible);
  const counts = await entryCounts(o.db, [c.id]);
  return {
    entry: entryOf(row, c),
    contest: cardOf(c, counts.get(c.id) ?? 0, o.now),
    nextId: first && first.id !== row.e.id ? first.id : null,
  };
}

async function myEntries(o: { db: Db; userId: string; id?: number; now: Date }): Promise<TMyEntry[]> {
  const rows = await loadEntries(
    o.db,
    and(eq(contestEntries.userId, o.userId), o.id === undefined ? undefined : eq(contestEntries.id, o.id)),
  );
  if (rows.length === 0) return [];
  const list = await o.db
    .select()
    .from(contests)
    .where(sql`${contests.id} in ${rows.map((r) => r.e.contestId)}`);
  const counts = await entryCounts(
    o.db,
    list.map((c) => c.id),
  );
  const out: TMyEntry[] = [];
  for (const r of rows) {
    const c = list.find((x) => x.id === r.e.contestId);
    if (!c) continue;
    const prizes = await prizesOf(o.db, c.id);
    const state = r.e.hiddenAt
      ? 'hidden'
      : c.resultsPublishedAt && r.e.place
        ? 'winner'
        : c.resultsPublishedAt
          ? 'not_placed'
          : 'in_contest';
    out.push({
      ...entryOf(r, c),
      state,
      contest: cardOf(c, counts.get(c.id) ?? 0, o.now),
      prize: state === 'winner' ? (prizes.find((p) => p.place === r.e.place)?.title ?? null) : null,
    });
  }
  return out.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

export const listMyEntries = (o: { db: Db; userId: string; now: Date }) => myEntries(o);

export async function getMyEntry(o: { db: Db; userId: string; id: number; now: Date }) {
  const [entry] = await myEntries(o);
  if (!entry) throw notFound(m.errors_not_found_entry);
  return entry;
}
