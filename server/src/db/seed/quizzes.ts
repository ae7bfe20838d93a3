import { and, eq, like, notInArray, sql } from 'drizzle-orm';
import * as clock from '../../lib/clock.ts';
import { awardPrize } from '../../modules/prizes/index.ts';
import type { DbOrTx, Tx } from '../client.ts';
import { prizes, quizPlays, quizzes, type StoredQuestion, users } from '../schema/index.ts';

// Three quizzes by demo people: one with a prize the staff approved (wallet credit, some of it
// already won), one whose prize request waits in the dashboard, one against the clock. Demo
// people have played them, so the lists and stats have something to show; the demo customer
// has not, so she can try any of them.

const q = (text: string, options: string[], answer: number): StoredQuestion => ({ text, options, answer });

type Demo = {
  email: string;
  slug: string;
  title: string;
  description: string;
  timeLimitSeconds: number | null;
  prize: 'approved' | 'requested' | 'none';
  questions: StoredQuestion[];
  daysAgo: number;
};

const DEMOS: Demo[] = [
  {
    email: 'seller@upahar.demo',
    slug: 'cake-know-how',
    title: 'How well do you know your cakes?',
    description:
      'Five questions from a baker, two minutes on the clock. Get every answer right to win Rs 100 in your Upahar wallet while prizes last.',
    timeLimitSeconds: 120,
    prize: 'approved',
    daysAgo: 9,
    questions: [
      q(
        'Which cake is named after a region of Germany?',
        ['Red velvet', 'Black Forest', 'Pineapple', 'Opera'],
        1,
      ),
      q('What makes a sponge cake rise without baking powder?', ['Beaten eggs', 'Yoghurt', 'Honey'], 0),
      q('Which icing is made of chocolate and cream?', ['Fondant', 'Royal icing', 'Ganache', 'Marzipan'], 2),
      q('A cake for 10 guests is usually about how heavy?', ['0.5 kg', '1 kg', '2 kg', '4 kg'], 2),
      q('Red velvet gets its tang from?', ['Lemon', 'Buttermilk', 'Vinegar only', 'Cheese'], 1),
    ],
  },
  {
    email: 'applicant@upahar.demo',
    slug: 'kathmandu-sweets',
    title: 'Sweets of Kathmandu',
    description: 'From juju dhau to yomari: how well do you know the valley’s sweets?',
    timeLimitSeconds: null,
    prize: 'requested',
    daysAgo: 4,
    questions: [
      q('Juju dhau, the “king of curds”, comes from?', ['Patan', 'Bhaktapur', 'Kirtipur'], 1),
      q('Yomari is filled with?', ['Chaku or sesame', 'Cheese', 'Rice pudding', 'Coconut only'], 0),
      q('Which sweet is a ring of fried rice batter?', ['Lalmohan', 'Sel roti', 'Barfi'], 1),
      q('Lalmohan is soaked in?', ['Sugar syrup', 'Milk', 'Honey'], 0),
    ],
  },
  {
    email: 'florist@upahar.demo',
    slug: 'festivals-of-nepal',
    title: 'Festivals of Nepal',
    description: 'Dashain, Tihar, Teej and more: a quick round against the clock.',
    timeLimitSeconds: 60,
    prize: 'none',
    daysAgo: 2,
    questions: [
      q('During Tihar, which animal is honoured on Kukur Tihar?', ['Cow', 'Crow', 'Dog', 'Ox'], 2),
      q('Teej is celebrated mostly by?', ['Children', 'Women', 'Farmers'], 1),
      q('Which festival gives tika and jamara?', ['Dashain', 'Holi', 'Lhosar'], 0),
    ],
  },
];

// Each player's answers per quiz, by the player's place in the list of demo people.
const PLAYS: Record<string, (number | null)[][]> = {
  'cake-know-how': [
    [1, 0, 2, 2, 1],
    [1, 0, 2, 1, 1],
    [3, 0, 2, 2, 0],
    [1, 1, 0, null, 1],
  ],
  'kathmandu-sweets': [
    [1, 0, 1, 0],
    [0, 0, 1, 1],
    [1, 0, 1, 1],
  ],
  'festivals-of-nepal': [
    [2, 1, 0],
    [2, 0, 0],
  ],
};

const DAY = 86_400_000;

export async function seedDemoQuizzes(db: DbOrTx) {
  const now = clock.now();
  const [prize] = await db
    .insert(prizes)
    .values({ title: 'Rs 100 wallet credit', kind: 'credit', creditPaisa: 10_000, validDays: 60 })
    .returning({ id: prizes.id });
  for (const d of DEMOS) {
    const [author] = await db.select({ id: users.id }).from(users).where(eq(users.email, d.email));
    if (!author) continue;
    const created = new Date(now.getTime() - d.daysAgo * DAY);
    const [quiz] = await db
      .insert(quizzes)
      .values({
        ownerId: author.id,
        slug: d.slug,
        title: d.title,
        description: d.description,
        questions: d.questions,
        timeLimitSeconds: d.timeLimitSeconds,
        prizeState: d.prize,
        prizeId: d.prize === 'approved' ? prize.id : null,
        prizeStock: d.prize === 'approved' ? 10 : 0,
        staffNote: d.prize === 'approved' ? 'A lovely quiz: ten prizes to start.' : null,
        createdAt: created,
        updatedAt: created,
      })
      .returning({ id: quizzes.id });
    // Players: demo people other than the author, the demo customer and the admin.
    const players = await db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          like(users.email, '%@upahar.demo'),
          notInArray(users.email, [d.email, 'customer@upahar.demo', 'admin@upahar.demo']),
        ),
      )
      .orderBy(users.email)
      .limit(PLAYS[d.slug].length);
    for (const [i, p] of players.entries()) {
      const answers = PLAYS[d.slug][i];
      const startedAt = new Date(created.getTime() + (i + 1) * DAY);
      const submittedAt = new Date(startedAt.getTime() + (40 + i * 13) * 1000);
      const score = d.questions.filter((x, n) => answers[n] === x.answer).length;
      const [play] = await db
        .insert(quizPlays)
        .values({
          quizId: quiz.id,
          userId: p.id,
          startedAt,
          deadlineAt: d.timeLimitSeconds ? new Date(startedAt.getTime() + d.timeLimitSeconds * 1000) : null,
          submittedAt,
          answers,
          score,
        })
        .returning({ id: quizPlays.id });
      if (d.prize !== 'approved' || score !== d.questions.length) continue;
      // A perfect play won a prize off the stock, as a live one would.
      const award = await awardPrize(db as Tx, {
        prizeId: prize.id,
        userId: p.id,
        source: 'quiz',
        sourceKey: `play:${play.id}`,
        reason: `Quiz: ${d.title}`,
        now: submittedAt,
      });
      await db.update(quizPlays).set({ prizeAwardId: award.awardId }).where(eq(quizPlays.id, play.id));
      await db
        .update(quizzes)
        .set({ prizeStock: sql`${quizzes.prizeStock} - 1` })
        .where(eq(quizzes.id, quiz.id));
    }
  }
}
