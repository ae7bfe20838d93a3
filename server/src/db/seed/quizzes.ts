import { and, eq, like, notInArray, sql } from 'drizzle-orm';
import * as clock from '../../lib/clock.ts';
import { awardPrize } from '../../modules/prizes/index.ts';
import type { DbOrTx, Tx } from '../client.ts';
import { prizes, quizPlays, quizzes, type StoredQuestion, users } from '../schema/index.ts';

// Three quizzes by demo people: one with a prize the staff approved (wallet credit, some of it
// already won; eight questions, five drawn per play), one whose prize request waits in the
// dashboard (unplayed, so it can still take a prize), one against the clock. Demo people have
// played two of them, so the lists and stats have something to show; the demo customer has not,
// so she can try any of them.

const q = (text: string, options: string[], answer: number): StoredQuestion => ({ text, options, answer });

type Demo = {
  email: string;
  slug: string;
  title: string;
  description: string;
  timeLimitSeconds: number | null;
  prize: 'approved' | 'requested' | 'none';
  questionsPerPlay: number | null;
  questions: StoredQuestion[];
  daysAgo: number;
};

const DEMOS: Demo[] = [
  {
    email: 'seller@upahar.demo',
    slug: 'cake-know-how',
    title: 'How well do you know your cakes?',
    description:
      'Five of a baker’s eight questions, drawn for you, two minutes on the clock. Get every answer right to win Rs 100 in your Upahar wallet while prizes last.',
    timeLimitSeconds: 120,
    prize: 'approved',
    questionsPerPlay: 5,
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
      q('Which cake is baked in a ring-shaped pan?', ['Bundt', 'Swiss roll', 'Cheesecake'], 0),
      q('Tiramisu is flavoured with?', ['Coffee', 'Orange', 'Mint', 'Rose'], 0),
      q('What keeps a cheesecake from cracking?', ['A hot oven', 'A water bath', 'More sugar'], 1),
    ],
  },
  {
    email: 'applicant@upahar.demo',
    slug: 'kathmandu-sweets',
    title: 'Sweets of Kathmandu',
    description: 'From juju dhau to yomari: how well do you know the valley’s sweets?',
    timeLimitSeconds: null,
    prize: 'requested',
    questionsPerPlay: null,
    daysAgo: 4,
    questions: [
      q('Juju dhau, the “king of curds”, comes from?', ['Patan', 'Bhaktapur', 'Kirtipur'], 1),
      q('Yomari is filled with?', ['Chaku or sesame', 'Cheese', 'Rice pudding', 'Coconut only'], 0),
      q('Which sweet is a ring of fried rice batter?', ['Lalmohan', 'Sel roti', 'Barfi'], 1),
      q('Lalmohan is soaked in?', ['Sugar syrup', 'Milk', 'Honey'], 0),
      q('Lakhamari is a sweet of which people?', ['Newar', 'Sherpa', 'Tharu'], 0),
      q('Sel roti is made from?', ['Rice flour', 'Maida', 'Millet'], 0),
      q('Which sweet is eaten at Maghe Sankranti?', ['Chaku', 'Kheer', 'Jeri'], 0),
    ],
  },
  {
    email: 'florist@upahar.demo',
    slug: 'festivals-of-nepal',
    title: 'Festivals of Nepal',
    description: 'Dashain, Tihar, Teej and more: a quick round against the clock.',
    timeLimitSeconds: 60,
    prize: 'none',
    questionsPerPlay: null,
    daysAgo: 2,
    questions: [
      q('During Tihar, which animal is honoured on Kukur Tihar?', ['Cow', 'Crow', 'Dog', 'Ox'], 2),
      q('Teej is celebrated mostly by?', ['Children', 'Women', 'Farmers'], 1),
      q('Which festival gives tika and jamara?', ['Dashain', 'Holi', 'Lhosar'], 0),
    ],
  },
];

// Each player's play per quiz, by the player's place in the list of demo people: the questions
// drawn (their places in the quiz) and the option chosen for each (its place in the quiz).
const PLAYS: Record<string, [number, number | null][][]> = {
  'cake-know-how': [
    [
      [0, 1],
      [6, 0],
      [2, 2],
      [3, 2],
      [4, 1],
    ],
    [
      [5, 0],
      [1, 0],
      [7, 1],
      [3, 1],
      [0, 1],
    ],
    [
      [2, 2],
      [0, 3],
      [1, 0],
      [7, 0],
      [6, 0],
    ],
    [
      [4, 1],
      [5, 1],
      [3, null],
      [1, 1],
      [2, 0],
    ],
  ],
  'festivals-of-nepal': [
    [
      [0, 2],
      [1, 1],
      [2, 0],
    ],
    [
      [2, 0],
      [0, 2],
      [1, 0],
    ],
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
        questionsPerPlay: d.questionsPerPlay,
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
      .limit(PLAYS[d.slug]?.length ?? 0);
    for (const [i, p] of players.entries()) {
      const picks = PLAYS[d.slug][i];
      // Options as the quiz has them: a demo play needs no shuffle to look real.
      const draw = picks.map(([n]) => ({ q: n, o: d.questions[n].options.map((_, o) => o) }));
      const answers = picks.map(([, a]) => a);
      const startedAt = new Date(created.getTime() + (i + 1) * DAY);
      const submittedAt = new Date(startedAt.getTime() + (40 + i * 13) * 1000);
      const score = picks.filter(([n, a]) => a === d.questions[n].answer).length;
      const [play] = await db
        .insert(quizPlays)
        .values({
          quizId: quiz.id,
          userId: p.id,
          startedAt,
          deadlineAt: d.timeLimitSeconds ? new Date(startedAt.getTime() + d.timeLimitSeconds * 1000) : null,
          submittedAt,
          draw,
          answers,
          score,
          prizeOutcome: d.prize === 'approved' ? (score === picks.length ? 'won' : 'not_perfect') : null,
        })
        .returning({ id: quizPlays.id });
      if (d.prize !== 'approved' || score !== picks.length) continue;
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
