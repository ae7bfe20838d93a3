import { ZQuizScoreResponse } from '@upahar/contract';
import { prizes } from '../../db/schema/index.ts';
import { t } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';
import { api, type Headers } from '../../test/requests.ts';

// Shared by the quiz tests: requests, people, a quiz body and a prize.

export const V2 = '/api/V2';
export const DASH = '/api/dashboard/v1';

export const client = api(t, { base: '', settle: true });

export const person = (name = 'Aarati Sharma') => quickUser(t.db, { name });
export const admin = () => quickUser(t.db, { role: 'admin', name: 'Maya Gurung' });
export const uniqueSlug = (base = 'quiz') => `${base}-${Math.random().toString(36).slice(2, 9)}`;

const QUESTIONS = [
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
];
/** Three more, for a prize quiz that draws some of its questions per play. */
const MORE = [
  { text: 'Sel roti is made from?', options: ['Rice flour', 'Maida', 'Millet'], answer: 0 },
  { text: 'Lakhamari is a sweet of which people?', options: ['Newar', 'Sherpa', 'Tharu'], answer: 0 },
  { text: 'Kheer is rice cooked in?', options: ['Water', 'Milk', 'Broth', 'Tea'], answer: 1 },
];

/** Three questions; the right answers are 1, 0 and 2. */
export const quizBody = (over: Record<string, unknown> = {}) => ({
  title: 'Sweets of Kathmandu',
  slug: uniqueSlug(),
  description: 'How well do you know the valley’s sweets?',
  timeLimitSeconds: null,
  questions: QUESTIONS,
  wantsPrize: false,
  ...over,
});

/** Every test question's right option, by the question's text. */
const KEY = new Map([...QUESTIONS, ...MORE].map((q) => [q.text, q.options[q.answer]]));
type Shown = { questions: { text: string; options: string[] }[] };

/** The right answers of a play, as its questions and options were shown. */
export const rightFor = (play: Shown) => play.questions.map((q) => q.options.indexOf(KEY.get(q.text) ?? ''));
/** A wrong answer to every question of a play. */
export const wrongFor = (play: Shown) =>
  play.questions.map((q) => q.options.findIndex((o) => o !== KEY.get(q.text)));

export async function createQuiz(headers: Headers, over: Record<string, unknown> = {}) {
  const res = await client.post(`${V2}/quiz/create`, quizBody(over), headers);
  if (res.statusCode !== 201) throw new Error(`createQuiz: ${res.statusCode} ${res.payload}`);
  return res.json().data as { id: number; slug: string };
}

export async function startPlay(headers: Headers, slug: string) {
  const res = await client.post(`${V2}/quiz`, { slug }, headers);
  if (res.statusCode !== 200) throw new Error(`startPlay: ${res.statusCode} ${res.payload}`);
  return res.json().data as {
    playId: number;
    deadline: string | null;
    questions: { text: string; options: string[] }[];
  };
}

export const submit = (headers: Headers, playId: number, answers: (number | null)[]) =>
  client.post(`${V2}/quiz/submit`, { playId, answers }, headers);

/** A play's result, as the player reads it again. */
export const scoreOf = async (headers: Headers, playId: number) =>
  ZQuizScoreResponse.parse((await client.get(`${V2}/quiz/score/${playId}`, headers)).json()).data;

export async function createPrize(title = 'Rs 200 in your wallet') {
  const [p] = await t.db.insert(prizes).values({ title, kind: 'credit', creditPaisa: 20_000 }).returning();
  return p;
}

/** Six questions, for a prize quiz that draws some of them per play. */
export const SIX_QUESTIONS = [...QUESTIONS, ...MORE];

/** Staff approve a prize on a quiz, as the dashboard's form sends it. */
export const approvePrize = (
  staff: { headers: Headers },
  quizId: number,
  body: { prizeId: number; stock: number; questionsPerPlay: number; stockLeft?: number },
) =>
  client.post(
    `${DASH}/quizzes/${quizId}/prize`,
    {
      decision: 'approve',
      note: 'Lovely quiz',
      ...body,
    },
    staff.headers,
  );

/** A quiz of six questions with an approved prize of `stock`, four questions a play, as staff approve one. */
export async function prizeQuiz(stock: number, questionsPerPlay = 4) {
  const owner = await person('Ram Shrestha');
  const quiz = await createQuiz(owner.headers, { wantsPrize: true, questions: SIX_QUESTIONS });
  const prize = await createPrize();
  const staff = await admin();
  const res = await approvePrize(staff, quiz.id, { prizeId: prize.id, stock, questionsPerPlay });
  if (res.statusCode !== 200) throw new Error(`approve: ${res.statusCode} ${res.payload}`);
  return { owner, quiz, prize, staff };
}
