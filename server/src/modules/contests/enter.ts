import { createHash, randomBytes } from 'node:crypto';
import { type TTextEntryBody, todayInKathmandu } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { contestEntries, contestEntryViews, contests, contestVotes } from '../../db/schema/contests.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { Bucket } from '../files/index.ts';
import { keepMedia, saveMedia } from '../media/index.ts';
import { acceptImage } from '../uploads/index.ts';
import { type ContestRow, entryOf, isOpen, loadEntries, votesOf } from './reads.ts';

// Taking part: one entry per shopper per contest and one vote per shopper per contest, each kept
// by a unique key so two requests at once cannot both pass; entries and votes close at the end.

const alreadyEntered = () => new AppError('already_entered', m.errors_fun_already_entered(), 409);

function mustBeOpen(c: ContestRow, now: Date, what: 'entries' | 'votes') {
  if (isOpen(c, now)) return;
  if (now < c.startsAt)
    throw new AppError(
      'not_started',
      what === 'entries'
        ? m.errors_more_contest_entries_not_started()
        : m.errors_more_contest_votes_not_started(),
      409,
    );
  throw new AppError(
    'contest_closed',
    what === 'entries' ? m.errors_more_contest_entries_closed() : m.errors_more_contest_votes_closed(),
    409,
  );
}

async function openContest(db: Db, slug: string, now: Date, type: ContestRow['entryType']) {
  const [c] = await db.select().from(contests).where(eq(contests.slug, slug));
  if (!c) throw notFound(m.errors_not_found_contest);
  mustBeOpen(c, now, 'entries');
  if (c.entryType !== type)
    throw new AppError(
      'wrong_entry_type',
      c.entryType === 'photo' ? m.errors_more_photo_entries() : m.errors_more_text_entries(),
      400,
    );
  return c;
}

async function insertEntry(tx: Tx, values: typeof contestEntries.$inferInsert) {
  const [row] = await tx
    .insert(contestEntries)
    .values(values)
    .onConflictDoNothing({ target: [contestEntries.contestId, contestEntries.userId] })
    .returning({ id: contestEntries.id });
  if (!row) throw alreadyEntered();
  return row.id;
}

async function answer(db: Db, c: ContestRow, id: number) {
  const [row] = await loadEntries(db, eq(contestEntries.id, id));
  return entryOf(row, c);
}

export async function enterText(o: {
  db: Db;
  slug: string;
  userId: string;
  body: TTextEntryBody;
  now: Date;
}) {
  const c = await openContest(o.db, o.slug, o.now, 'text');
  const id = await o.db.transaction((tx) =>
    insertEntry(tx, {
      contestId: c.id,
      userId: o.userId,
      title: o.body.title,
      body: o.body.text,
      createdAt: o.now,
    }),
  );
  return answer(o.db, c, id);
}

/** The picture is checked by its bytes and re-encoded (no metadata kept), like every upload. */
export async function enterPhoto(o: {
  db: Db;
  slug: string;
  userId: string;
  caption: string;
  bucket: Bucket | null;
  bytes: Buffer;
  now: Date;
}) {
  const c = await openContest(o.db, o.slug, o.now, 'photo');
  // Spares decoding a picture that would be refused anyway; the unique key below is the real guard.
  const [mine] = await o.db
    .select({ id: contestEntries.id })
    .from(contestEntries)
    .where(and(eq(contestEntries.contestId, c.id), eq(contestEntries.userId, o.userId)));
  if (mine) throw alreadyEntered();
  const image = await acceptImage(o.bytes);
  const path = `contest-entries/${randomBytes(16).toString('hex')}.webp`;
  const file = { bucket: o.bucket, path, contentType: 'image/webp', bytes: image.data };
  const id = await keepMedia(file, (picture) =>
    o.db.transaction(async (tx) => {
      await saveMedia(tx, picture);
      return insertEntry(tx, {
        contestId: c.id,
        userId: o.userId,
        imagePath: `/media/${path}`,
        caption: o.caption,
        createdAt: o.now,
      });
    }),
  );
  return answer(o.db, c, id);
}

/**
 * One vote per contest: a second vote is refused with 409 rather than moved, so a count never
 * changes behind a voter's back and a tally cannot be swung by moving votes in the last minute.
 * A vote for an entry staff later hid is given back.
 */
export async function vote(o: { db: Db; entryId: number; userId: string; now: Date }) {
  const [target] = await o.db
    .select({ e: contestEntries, c: contests })
    .from(contestEntries)
    .innerJoin(contests, eq(contests.id, contestEntries.contestId))
    .where(and(eq(contestEntries.id, o.entryId), isNull(contestEntries.hiddenAt)));
  if (!target) throw notFound(m.errors_not_found_entry);
  mustBeOpen(target.c, o.now, 'votes');
  if (target.e.userId === o.userId) throw new AppError('own_entry', m.errors_fun_vote_own_entry(), 409);
  await o.db.transaction(async (tx) => {
    await tx.delete(contestVotes).where(
      and(
        eq(contestVotes.contestId, target.c.id),
        eq(contestVotes.voterId, o.userId),
        inArray(
          contestVotes.entryId,
          tx
            .select({ id: contestEntries.id })
            .from(contestEntries)
            .where(and(eq(contestEntries.contestId, target.c.id), isNotNull(contestEntries.hiddenAt))),
        ),
      ),
    );
    const [row] = await tx
      .insert(contestVotes)
      .values({ contestId: target.c.id, voterId: o.userId, entryId: o.entryId, createdAt: o.now })
      .onConflictDoNothing()
      .returning({ entryId: contestVotes.entryId });
    if (!row) throw new AppError('already_voted', m.errors_fun_already_voted(), 409);
  });
  const [{ votes }] = await o.db
    .select({ votes: votesOf })
    .from(contestEntries)
    .where(eq(contestEntries.id, o.entryId));
  return { entryId: o.entryId, votes: Number(votes) };
}

/** A visitor: their account, else a hash of address and browser (never stored in the clear). */
export const visitorOf = (userId: string | null, ip: string, agent: string | undefined) =>
  userId ??
  createHash('sha256')
    .update(`${ip}\n${agent ?? ''}`)
    .digest('base64url')
    .slice(0, 22);

/** Adds a view unless this visitor was already counted for this entry today: one insert at most. */
export async function countView(o: { db: Db; entryId: number; visitor: string; now: Date }) {
  const day = todayInKathmandu(o.now);
  const rows = await o.db.execute(sql`
    with seen as (
      insert into ${contestEntryViews} (entry_id, visitor, day)
      select ${contestEntries.id}, ${o.visitor}, ${day} from ${contestEntries}
      where ${contestEntries.id} = ${o.entryId} and ${contestEntries.hiddenAt} is null
      on conflict do nothing
      returning entry_id
    )
    update ${contestEntries} set views = views + 1
    where ${contestEntries.id} in (select entry_id from seen)
    returning views`);
  const list = (rows as unknown as { rows: { views: number }[] }).rows;
  if (list[0]) return { views: Number(list[0].views) };
  const [e] = await o.db
    .select({ views: contestEntries.views })
    .from(contestEntries)
    .where(and(eq(contestEntries.id, o.entryId), isNull(contestEntries.hiddenAt)));
  if (!e) throw notFound(m.errors_not_found_entry);
  return { views: e.views };
}

/** Views older than yesterday can no longer stop a count: the housekeeping pass drops them. */
export async function pruneEntryViews(o: { db: Db; now: Date }) {
  const yesterday = new Date(o.now.getTime() - 86_400_000);
  const gone = await o.db
    .delete(contestEntryViews)
    .where(sql`${contestEntryViews.day} < ${todayInKathmandu(yesterday)}`)
    .returning({ id: contestEntryViews.entryId });
  return gone.length;
}
