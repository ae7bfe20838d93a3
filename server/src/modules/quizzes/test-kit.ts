import { prizes } from '../../db/schema/index.ts';
import { t } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';

// Shared by the quiz tests: requests, people, a quiz body and a prize.

type Headers = Record<string, string>;
export const V2 = '/api/V2';
export const DASH = '/api/dashboard/v1';

export const api = async (method: string, url: string, headers: Headers = {}, payload?: unknown) => {
  const res = await t.app.inject({
    method: method as 'GET',
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  await t.app.afterAnswer.settled();
  return res;
};

export const person = (name = 'Aarati Sharma') => quickUser(t.db, { name });
export const admin = () => quickUser(t.db, { role: 'admin', name: 'Maya Gurung' });
export const uniqueSlug = (base = 'quiz') => `${base}-${Math.random().toString(36).slice(2, 9)}`;

/** Three questions; the right answers are 1, 0 and 2. */
export const quizBody = (over: Record<string, unknown> = {}) => ({
  title: 'Sweets of Kathmandu',
  slug: uniqueSlug(),
  description: 'How well do you know the valley’s sweets?',
  timeLimitSeconds: null,
  questions: [
    {
      text: 'Which sweet is made of milk and soaked in syrup?',
      options: ['Sel roti', 'Rasbari', 'Yomari'],
      answer: 1,
    },
    {
      text: 'Yomari is eaten at which festival?',
      options: ['Yomari Punhi', 'Tihar', 'Holi', 'Teej'],
      answer: 0,
    },
    { text: 'Juju dhau comes from which city?', options: ['Pokhara', 'Dharan', 'Bhaktapur'], answer: 2 },
  ],
  wantsPrize: false,
  ...over,
});
export const RIGHT = [1, 0, 2];

export async function createQuiz(headers: Headers, over: Record<string, unknown> = {}) {
  const res = await api('POST', `${V2}/quiz/create`, headers, quizBody(over));
  if (res.statusCode !== 201) throw new Error(`createQuiz: ${res.statusCode} ${res.payload}`);
  return res.json().data as { id: number; slug: string };
}

export async function startPlay(headers: Headers, slug: string) {
  const res = await api('POST', `${V2}/quiz`, headers, { slug });
  if (res.statusCode !== 200) throw new Error(`startPlay: ${res.statusCode} ${res.payload}`);
  return res.json().data as { playId: number; deadline: string | null; questions: unknown[] };
}

export const submit = (headers: Headers, playId: number, answers: (number | null)[]) =>
  api('POST', `${V2}/quiz/submit`, headers, { playId, answers });

export async function createPrize(title = 'Rs 200 in your wallet') {
  const [p] = await t.db.insert(prizes).values({ title, kind: 'credit', creditPaisa: 20_000 }).returning();
  return p;
}

/** A quiz with an approved prize of `stock`, the way staff approve one. */
export async function prizeQuiz(stock: number) {
  const owner = await person('Ram Shrestha');
  const quiz = await createQuiz(owner.headers, { wantsPrize: true });
  const prize = await createPrize();
  const staff = await admin();
  const res = await api('POST', `${DASH}/quizzes/${quiz.id}/prize`, staff.headers, {
    decision: 'approve',
    prizeId: prize.id,
    stock,
    note: 'Lovely quiz',
  });
  if (res.statusCode !== 200) throw new Error(`approve: ${res.statusCode} ${res.payload}`);
  return { owner, quiz, prize, staff };
}
