import { placeLabel } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { contestEntries, contests } from '../../db/schema/contests.ts';
import { AppError } from '../../lib/errors.ts';
import { users } from '../auth/tables.ts';
import { queueEmail } from '../mail/index.ts';
import { awardPrize } from '../prizes/index.ts';
import { type ContestRow, loadEntries, prizesOf } from './reads.ts';

// Publishing results happens exactly once per contest: the conditional update that stamps
// `results_published_at` is the gate, and the places, the prizes and the winners' e-mails go in
// the same transaction, so two triggers at once (the hourly pass, a first visit after the end,
// an admin's click) hand out each prize once.

/** Places a contest judged by votes fills when no prize is set: the podium. */
const DEFAULT_PLACES = 3;

async function claim(tx: Tx, id: number, now: Date, judging: 'votes' | 'staff') {
  const [row] = await tx
    .update(contests)
    .set({ resultsPublishedAt: now })
    .where(
      and(
        eq(contests.id, id),
        eq(contests.judging, judging),
        isNull(contests.resultsPublishedAt),
        lte(contests.endsAt, now),
      ),
    )
    .returning();
  return row;
}

/** Highest votes first, ties to the earlier entry; hidden entries and entries without a vote never win. */
async function placeByVotes(tx: Tx, c: ContestRow, places: number) {
  const ranked = await loadEntries(
    tx,
    and(eq(contestEntries.contestId, c.id), isNull(contestEntries.hiddenAt)),
    { order: 'votes', limit: places },
  );
  let place = 0;
  for (const r of ranked) {
    if (Number(r.votes) === 0) break;
    place += 1;
    await tx.update(contestEntries).set({ place }).where(eq(contestEntries.id, r.e.id));
  }
}

async function awardAndTell(tx: Tx, c: ContestRow, now: Date, publicUrl: string) {
  const prizeList = await prizesOf(tx, c.id);
  const winners = await tx
    .select({
      id: contestEntries.id,
      place: contestEntries.place,
      userId: users.id,
      name: users.name,
      email: users.email,
    })
    .from(contestEntries)
    .innerJoin(users, eq(users.id, contestEntries.userId))
    .where(
      and(
        eq(contestEntries.contestId, c.id),
        sql`${contestEntries.place} is not null`,
        isNull(contestEntries.hiddenAt),
      ),
    );
  for (const w of winners) {
    const place = w.place ?? 0;
    const prize = prizeList.find((p) => p.place === place);
    const reason = `${c.title}, ${placeLabel(place)} place`;
    const award = prize
      ? await awardPrize(tx, {
          prizeId: prize.prizeId,
          userId: w.userId,
          source: 'contest',
          sourceKey: `contest:${c.id}:place:${place}`,
          reason,
          now,
        })
      : null;
    const won = award
      ? award.code
        ? `Your prize: ${award.title}. Your personal code is ${award.code}.`
        : `Your prize: ${award.title}, added to your wallet.`
      : 'Congratulations from all of us.';
    await queueEmail({
      db: tx,
      mail: {
        to: w.email,
        subject: `You won ${placeLabel(place)} place in ${c.title}`,
        text: [
          `Namaste ${w.name},`,
          '',
          `Your entry took ${placeLabel(place)} place in "${c.title}".`,
          won,
          '',
          `See the results at ${publicUrl}/contest/${c.slug}`,
          `Your prizes: ${publicUrl}/profile/prizes`,
        ].join('\n'),
      },
    });
  }
}

/** A contest judged by votes that has ended: places from the votes, prizes, e-mails. False when already done. */
export async function publishVoteResults(o: { db: Db; contestId: number; now: Date; publicUrl: string }) {
  return o.db.transaction(async (tx) => {
    const c = await claim(tx, o.contestId, o.now, 'votes');
    if (!c) return false;
    const prizeList = await prizesOf(tx, c.id);
    const places = prizeList.length > 0 ? Math.max(...prizeList.map((p) => p.place)) : DEFAULT_PLACES;
    await placeByVotes(tx, c, places);
    await awardAndTell(tx, c, o.now, o.publicUrl);
    return true;
  });
}

/** Every ended contest judged by votes still without results; answers how many it published. */
export async function publishDueResults(o: { db: Db; now: Date; publicUrl: string }) {
  const due = await o.db
    .select({ id: contests.id })
    .from(contests)
    .where(
      and(eq(contests.judging, 'votes'), isNull(contests.resultsPublishedAt), lte(contests.endsAt, o.now)),
    );
  let published = 0;
  for (const c of due) if (await publishVoteResults({ ...o, contestId: c.id })) published += 1;
  return published;
}

/** Staff judging: publishes the places the staff picked. */
export async function publishStaffResults(o: { tx: Tx; contest: ContestRow; now: Date; publicUrl: string }) {
  const c = o.contest;
  if (c.judging !== 'staff') {
    // A contest judged by votes publishes itself; the admin's click only does it now.
    const done = await claim(o.tx, c.id, o.now, 'votes');
    if (!done) throw notPublishable(c, o.now);
    const prizeList = await prizesOf(o.tx, c.id);
    const places = prizeList.length > 0 ? Math.max(...prizeList.map((p) => p.place)) : DEFAULT_PLACES;
    await placeByVotes(o.tx, done, places);
    await awardAndTell(o.tx, done, o.now, o.publicUrl);
    return;
  }
  const done = await claim(o.tx, c.id, o.now, 'staff');
  if (!done) throw notPublishable(c, o.now);
  await awardAndTell(o.tx, done, o.now, o.publicUrl);
}

function notPublishable(c: ContestRow, now: Date) {
  if (c.resultsPublishedAt) return new AppError('already_published', m.errors_fun_results_published(), 409);
  if (c.endsAt > now) return new AppError('not_ended', m.errors_fun_contest_running(), 409);
  return new AppError('already_published', m.errors_fun_results_published(), 409);
}
