import { and, asc, eq, ne } from 'drizzle-orm';
import * as clock from '../../lib/clock.ts';
import { awardPrize } from '../../modules/prizes/index.ts';
import type { DbOrTx } from '../client.ts';
import { contestEntries, contestPrizes, contests, contestVotes, prizes, users } from '../schema/index.ts';
import { pictureBook } from './demo-parts.ts';
import type { ImageSpec } from './images/index.ts';

// Two contests so /contests, a contest page, an entry and the admins' desk all have something on
// first start: a photo contest running now (entries and votes by demo shoppers, judged by votes),
// and last month's contest with its winners published and their prizes handed out. The demo
// customer (Aarati) has neither entered nor voted, so she can try both.

const DAY = 86_400_000;
const DEMO_CUSTOMER = 'customer@upahar.demo';

const RUNNING_PHOTOS: { caption: string; spec: ImageSpec }[] = [
  { caption: 'Mum’s 60th: three tiers of pure joy', spec: { kind: 'tiered', tiers: 3, flower: 'rose' } },
  {
    caption: 'Chocolate cake for our Tihar bhai tika',
    spec: { kind: 'cake', flavour: 'chocolate', candles: 0 },
  },
  {
    caption: 'Heart cake for our first anniversary',
    spec: { kind: 'heart-cake', flavour: 'red-velvet', message: 'Us' },
  },
  { caption: 'Cupcakes for the whole office', spec: { kind: 'cupcakes', flavour: 'vanilla' } },
  {
    caption: 'My daughter’s photo on her 5th birthday cake',
    spec: { kind: 'photo-cake', flavour: 'strawberry', message: 'Happy 5th' },
  },
];
const ENDED_PHOTOS: { caption: string; spec: ImageSpec }[] = [
  { caption: 'Diyo-lit Dashain cake', spec: { kind: 'cake', flavour: 'butterscotch', candles: 3 } },
  { caption: 'Pineapple cake on the rooftop', spec: { kind: 'cake', flavour: 'pineapple' } },
  {
    caption: 'Grandpa’s 80th, 80 candles (almost)',
    spec: { kind: 'cake', flavour: 'black-forest', candles: 8 },
  },
];

async function demoPrizes(db: DbOrTx, now: Date) {
  return db
    .insert(prizes)
    .values([
      {
        title: 'Rs. 2,000 wallet credit',
        kind: 'credit',
        creditPaisa: 200_000,
        validDays: 60,
        createdAt: now,
      },
      {
        title: '25% off your next cake',
        kind: 'coupon',
        couponType: 'percent',
        couponValue: 25,
        minSubtotalPaisa: 100_000,
        validDays: 60,
        createdAt: now,
      },
      { title: 'Rs. 500 wallet credit', kind: 'credit', creditPaisa: 50_000, validDays: 60, createdAt: now },
    ])
    .returning({ id: prizes.id, title: prizes.title });
}

export async function seedDemoContests(db: DbOrTx) {
  const now = clock.now();
  const people = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'customer'), ne(users.email, DEMO_CUSTOMER)))
    .orderBy(asc(users.createdAt), asc(users.username))
    .limit(10);
  if (people.length < 3) return;
  const [big, coupon, small] = await demoPrizes(db, now);
  const book = pictureBook();

  const [running, ended] = await db
    .insert(contests)
    .values([
      {
        slug: 'best-celebration-cake-photo',
        title: 'Best celebration cake photo',
        description:
          'Birthdays, anniversaries, bhai tika or a Tuesday that deserved cake: show us the cake that made the day. The photo with the most votes wins.',
        rules:
          'One photo per person, taken by you, of a cake from any Upahar store.\nNo watermarks, no other people’s photos.\nOne vote per person; you cannot vote for your own photo.\nEntries and votes close when the countdown ends.',
        entryType: 'photo',
        judging: 'votes',
        bannerPath: book.add('contests/demo-celebration-cake.svg', {
          kind: 'banner',
          title: 'Cake photo contest',
          subtitle: 'Show us, vote, win',
          width: 1200,
          height: 400,
        }),
        startsAt: new Date(now.getTime() - 5 * DAY),
        endsAt: new Date(now.getTime() + 10 * DAY),
        createdAt: new Date(now.getTime() - 6 * DAY),
      },
      {
        slug: 'dashain-cake-photo-2026',
        title: 'Dashain cake photos',
        description: 'Our Dashain contest: the cakes on your festive table. The winners are below.',
        rules: 'One photo per person, taken by you. The most voted photos win.',
        entryType: 'photo',
        judging: 'votes',
        bannerPath: book.add('contests/demo-dashain.svg', {
          kind: 'banner',
          title: 'Dashain cake photos',
          subtitle: 'The winners',
          width: 1200,
          height: 400,
        }),
        startsAt: new Date(now.getTime() - 45 * DAY),
        endsAt: new Date(now.getTime() - 30 * DAY),
        resultsPublishedAt: new Date(now.getTime() - 30 * DAY),
        createdAt: new Date(now.getTime() - 46 * DAY),
      },
    ])
    .returning();
  await db.insert(contestPrizes).values([
    { contestId: running.id, place: 1, prizeId: big.id },
    { contestId: running.id, place: 2, prizeId: coupon.id },
    { contestId: ended.id, place: 1, prizeId: big.id },
    { contestId: ended.id, place: 2, prizeId: small.id },
  ]);

  const entrants = people.slice(0, RUNNING_PHOTOS.length);
  const runningEntries = await db
    .insert(contestEntries)
    .values(
      entrants.map((p, i) => ({
        contestId: running.id,
        userId: p.id,
        caption: RUNNING_PHOTOS[i].caption,
        imagePath: book.add(`contest-entries/demo-running-${i + 1}.svg`, RUNNING_PHOTOS[i].spec),
        views: 40 - i * 6,
        createdAt: new Date(now.getTime() - (4 - i * 0.5) * DAY),
      })),
    )
    .returning({ id: contestEntries.id, userId: contestEntries.userId });
  // Each person votes for someone else's entry, so the counts differ and nobody votes twice.
  const votes = people.map((p, i) => {
    const choices = runningEntries.filter((e) => e.userId !== p.id);
    return {
      contestId: running.id,
      voterId: p.id,
      entryId: choices[(i * 2) % Math.min(3, choices.length)].id,
      createdAt: now,
    };
  });
  await db.insert(contestVotes).values(votes);

  const endedEntrants = people.slice(-ENDED_PHOTOS.length);
  const endedEntries = await db
    .insert(contestEntries)
    .values(
      endedEntrants.map((p, i) => ({
        contestId: ended.id,
        userId: p.id,
        caption: ENDED_PHOTOS[i].caption,
        imagePath: book.add(`contest-entries/demo-ended-${i + 1}.svg`, ENDED_PHOTOS[i].spec),
        views: 120 - i * 30,
        place: i < 2 ? i + 1 : null,
        createdAt: new Date(now.getTime() - (44 - i) * DAY),
      })),
    )
    .returning({ id: contestEntries.id, userId: contestEntries.userId });
  const endedVotes = people
    .filter((p) => !endedEntrants.some((e) => e.id === p.id))
    .map((p, i) => ({
      contestId: ended.id,
      voterId: p.id,
      entryId: endedEntries[i % 3 === 2 ? 1 : 0].id,
      createdAt: new Date(now.getTime() - 35 * DAY),
    }));
  if (endedVotes.length > 0) await db.insert(contestVotes).values(endedVotes);
  await book.save(db);
  const won = new Date(now.getTime() - 30 * DAY);
  await db.transaction(async (tx) => {
    for (const [i, prize] of [big, small].entries())
      await awardPrize(tx, {
        prizeId: prize.id,
        userId: endedEntries[i].userId,
        source: 'contest',
        sourceKey: `contest:${ended.id}:place:${i + 1}`,
        reason: `${ended.title}, ${i === 0 ? '1st' : '2nd'} place`,
        now: won,
      });
  });
}
