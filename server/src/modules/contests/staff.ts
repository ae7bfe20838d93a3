import type { TStaffContest, TStaffEntry, ZContestBody } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { and, count, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { contestEntries, contestPrizes, contests, contestVotes } from '../../db/schema/contests.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { recordChange } from '../audit/index.ts';
import type { Bucket } from '../files/index.ts';
import { prizes } from '../prizes/tables.ts';
import { publishImage } from '../uploads/index.ts';
import { type ContestRow, cardOf, entryCounts, entryOf, loadEntries, prizesOf, winnersOf } from './reads.ts';

// The admins' desk: contests, their entries (hidden ones too), places and publishing.

type Body = z.output<typeof ZContestBody>;

async function staffContest(db: DbOrTx, c: ContestRow, now: Date): Promise<TStaffContest> {
  const [counts, prizeList, winners, [{ hidden }], [{ votes }]] = await Promise.all([
    entryCounts(db, [c.id]),
    prizesOf(db, c.id),
    winnersOf(db, c),
    db
      .select({ hidden: count() })
      .from(contestEntries)
      .where(and(eq(contestEntries.contestId, c.id), isNotNull(contestEntries.hiddenAt))),
    db.select({ votes: count() }).from(contestVotes).where(eq(contestVotes.contestId, c.id)),
  ]);
  return {
    ...cardOf(c, counts.get(c.id) ?? 0, now),
    description: c.description,
    rules: c.rules,
    prizes: prizeList,
    winners,
    hiddenEntries: hidden,
    votes,
  };
}

async function row(db: DbOrTx, id: number) {
  const [c] = await db.select().from(contests).where(eq(contests.id, id));
  if (!c) throw notFound(m.errors_not_found_contest);
  return c;
}

export async function listStaffContests(o: { db: Db; now: Date }) {
  const rows = await o.db
    .select()
    .from(contests)
    .orderBy(desc(contests.startsAt), desc(contests.id))
    .limit(200);
  return Promise.all(rows.map((c) => staffContest(o.db, c, o.now)));
}

export async function getStaffContest(o: { db: DbOrTx; id: number; now: Date }) {
  const c = await row(o.db, o.id);
  const rows = await loadEntries(o.db, eq(contestEntries.contestId, c.id), { order: 'votes' });
  const entries: TStaffEntry[] = rows.map((r) => ({
    ...entryOf(r, { ...c, resultsPublishedAt: c.resultsPublishedAt ?? new Date(0) }),
    hidden: r.e.hiddenAt !== null,
    email: r.email,
  }));
  return { contest: await staffContest(o.db, c, o.now), entries };
}

async function checkPrizes(db: DbOrTx, b: Body) {
  const ids = b.prizes.map((p) => p.prizeId);
  if (ids.length === 0) return;
  const found = await db.select({ id: prizes.id }).from(prizes).where(inArray(prizes.id, ids));
  if (found.length !== new Set(ids).size)
    throw new AppError('not_found', m.errors_fun_prize_gone(), 404, {
      prizes: ['Choose a prize'],
    });
}

const columnsOf = (b: Body) => ({
  title: b.title,
  slug: b.slug,
  description: b.description,
  rules: b.rules,
  entryType: b.entryType,
  judging: b.judging,
  bannerPath: b.banner,
  startsAt: new Date(b.startsAt),
  endsAt: new Date(b.endsAt),
});

const slugTaken = () =>
  new AppError('slug_taken', m.errors_fun_contest_slug_taken(), 409, { slug: ['Choose another address'] });

async function slugFree(db: DbOrTx, slug: string, id?: number) {
  const [other] = await db.select({ id: contests.id }).from(contests).where(eq(contests.slug, slug));
  if (other && other.id !== id) throw slugTaken();
}

export async function createContest(o: { db: Db; body: Body; now: Date }) {
  await checkPrizes(o.db, o.body);
  await slugFree(o.db, o.body.slug);
  const values = columnsOf(o.body);
  const id = await o.db.transaction(async (tx) => {
    const [c] = await tx
      .insert(contests)
      .values({ ...values, createdAt: o.now })
      .onConflictDoNothing({ target: contests.slug })
      .returning({ id: contests.id });
    if (!c) throw slugTaken();
    if (o.body.prizes.length > 0)
      await tx.insert(contestPrizes).values(o.body.prizes.map((p) => ({ contestId: c.id, ...p })));
    await recordChange(tx, {
      entity: 'contest',
      entityId: c.id,
      before: null,
      after: { ...values, prizes: o.body.prizes },
    });
    return c.id;
  });
  return getStaffContest({ db: o.db, id, now: o.now });
}

export async function updateContest(o: { db: Db; id: number; body: Body; now: Date }) {
  await checkPrizes(o.db, o.body);
  await slugFree(o.db, o.body.slug, o.id);
  const values = columnsOf(o.body);
  await o.db.transaction(async (tx) => {
    const [before] = await tx.select().from(contests).where(eq(contests.id, o.id)).for('update');
    if (!before) throw notFound(m.errors_not_found_contest);
    if (before.resultsPublishedAt) {
      const prizesBefore = await prizesOf(tx, o.id);
      const same =
        JSON.stringify(prizesBefore.map((p) => [p.place, p.prizeId])) ===
        JSON.stringify([...o.body.prizes].sort((a, b) => a.place - b.place).map((p) => [p.place, p.prizeId]));
      if (
        before.entryType !== values.entryType ||
        before.judging !== values.judging ||
        !same ||
        +before.endsAt !== +values.endsAt
      )
        throw new AppError('results_published', m.errors_fun_results_locked(), 409);
    }
    const [{ entries }] = await tx
      .select({ entries: count() })
      .from(contestEntries)
      .where(eq(contestEntries.contestId, o.id));
    if (entries > 0 && before.entryType !== values.entryType)
      throw new AppError('has_entries', m.errors_fun_entry_type_locked(), 409, {
        entryType: ['Keep the entry type: the contest has entries'],
      });
    await tx.update(contests).set(values).where(eq(contests.id, o.id));
    await tx.delete(contestPrizes).where(eq(contestPrizes.contestId, o.id));
    if (o.body.prizes.length > 0)
      await tx.insert(contestPrizes).values(o.body.prizes.map((p) => ({ contestId: o.id, ...p })));
    await recordChange(tx, {
      entity: 'contest',
      entityId: o.id,
      before,
      after: { ...values, prizes: o.body.prizes },
    });
  });
  return getStaffContest({ db: o.db, id: o.id, now: o.now });
}

/** Banners are checked by their bytes and re-encoded like every upload, under a random path. */
export const saveBanner = (o: { db: Db; bucket: Bucket | null; bytes: Buffer }) =>
  publishImage({ ...o, folder: 'contests' });

export async function setHidden(o: { db: Db; id: number; hidden: boolean; now: Date }) {
  const c = await o.db.transaction(async (tx) => {
    const [before] = await tx.select().from(contestEntries).where(eq(contestEntries.id, o.id)).for('update');
    if (!before) throw notFound(m.errors_not_found_entry);
    if ((before.hiddenAt !== null) === o.hidden)
      throw new AppError(
        'unchanged',
        o.hidden ? m.errors_more_entry_hidden() : m.errors_more_entry_shown(),
        409,
      );
    const [contest] = await tx.select().from(contests).where(eq(contests.id, before.contestId));
    if (contest.resultsPublishedAt && before.place)
      throw new AppError('winner', m.errors_fun_entry_placed(), 409);
    const hiddenAt = o.hidden ? o.now : null;
    // A hidden entry cannot keep a place staff gave it before publishing.
    await tx
      .update(contestEntries)
      .set({ hiddenAt, place: o.hidden ? null : before.place })
      .where(eq(contestEntries.id, o.id));
    await recordChange(tx, {
      entity: 'contest_entry',
      entityId: o.id,
      before: { hiddenAt: before.hiddenAt, place: before.place },
      after: { hiddenAt, place: o.hidden ? null : before.place },
    });
    return contest;
  });
  const { entries } = await getStaffContest({ db: o.db, id: c.id, now: o.now });
  const entry = entries.find((e) => e.id === o.id);
  if (!entry) throw notFound(m.errors_not_found_entry);
  return entry;
}
