import { defineEndpoint } from '../endpoint.ts';
import {
  ZCheckSlugQuery,
  ZCheckSlugResponse,
  ZCreateQuizBody,
  ZMyQuizPlaysQuery,
  ZMyQuizPlaysResponse,
  ZMyQuizQuery,
  ZMyQuizResponse,
  ZMyQuizzesResponse,
  ZPlayIdParams,
  ZQuizHideBody,
  ZQuizIdParams,
  ZQuizPlayResponse,
  ZQuizPrizeDecisionBody,
  ZQuizResponse,
  ZQuizScoreResponse,
  ZQuizSlugParams,
  ZQuizStatsResponse,
  ZQuizzesQuery,
  ZQuizzesResponse,
  ZStaffQuizResponse,
  ZStaffQuizzesQuery,
  ZStaffQuizzesResponse,
  ZStartQuizBody,
  ZSubmitQuizBody,
  ZUpdateQuizBody,
} from '../quizzes.ts';

// Quizzes. Anyone reads the published ones; a signed-in shopper writes quizzes and plays each
// other's once. A creator's own quizzes and stats answer 404 to anyone else. Plays have a tag of
// their own: they change only the player's things (public play counts show once pages expire).
const open = { surface: 'storefront', tag: 'quizzes', access: 'public' } as const;
const mine = { surface: 'storefront', tag: 'quizzes', access: 'user' } as const;
const play = { surface: 'storefront', tag: 'quiz plays', access: 'user' } as const;
const staff = { surface: 'dashboard', tag: 'dashboard quizzes', access: 'staff' } as const;

export const listQuizzes = defineEndpoint({
  ...open,
  id: 'listQuizzes',
  method: 'GET',
  path: '/quiz',
  summary: 'Published quizzes, newest first, a page at a time',
  query: ZQuizzesQuery,
  response: ZQuizzesResponse,
});

export const getQuiz = defineEndpoint({
  ...open,
  id: 'getQuiz',
  method: 'GET',
  path: '/quiz/:slug',
  summary:
    "A published quiz's intro: title, author, questions count, time limit, prize (never the questions)",
  params: ZQuizSlugParams,
  response: ZQuizResponse,
  errors: [404],
});

export const startQuiz = defineEndpoint({
  ...play,
  id: 'startQuiz',
  method: 'POST',
  path: '/quiz',
  summary:
    'Start a play of a quiz (or resume the one started): the questions it drew, in its own order with the options shuffled, without answers, and the deadline; once per quiz (after submitting: 409, find the play with myQuizPlays), never your own',
  body: ZStartQuizBody,
  response: ZQuizPlayResponse,
  errors: [404, 409],
});

export const submitQuiz = defineEndpoint({
  ...play,
  id: 'submitQuiz',
  method: 'POST',
  path: '/quiz/submit',
  summary:
    'Submit the answers of a play (one per question as shown, the option as shown), scored and timed on the server; everything right in time wins the prize while the stock lasts',
  body: ZSubmitQuizBody,
  response: ZQuizScoreResponse,
  errors: [404, 409, 429],
});

export const quizScore = defineEndpoint({
  ...play,
  id: 'quizScore',
  method: 'GET',
  path: '/quiz/score/:id',
  summary:
    'The score and rank of one of your plays; after submitting, what you chose, and which answers were right once the quiz has no prize left to win',
  params: ZPlayIdParams,
  response: ZQuizScoreResponse,
  errors: [404],
});

export const myQuizPlays = defineEndpoint({
  ...play,
  id: 'myQuizPlays',
  method: 'GET',
  path: '/profile/quiz-plays',
  summary: 'Your plays, newest first, with their scores and prizes; `slug` narrows them to one quiz',
  query: ZMyQuizPlaysQuery,
  response: ZMyQuizPlaysResponse,
});

export const createQuiz = defineEndpoint({
  ...mine,
  id: 'createQuiz',
  method: 'POST',
  path: '/quiz/create',
  summary: 'Write a quiz: title, address, description, 1-30 questions, optional time limit and prize request',
  body: ZCreateQuizBody,
  response: ZMyQuizResponse,
  statuses: [201],
  errors: [409, 429],
});

export const checkQuizSlug = defineEndpoint({
  ...mine,
  id: 'checkQuizSlug',
  method: 'GET',
  path: '/quiz/create/check-slug',
  summary: 'Whether an address is free for a new quiz (or the one being edited)',
  query: ZCheckSlugQuery,
  response: ZCheckSlugResponse,
});

export const myQuizzes = defineEndpoint({
  ...mine,
  id: 'myQuizzes',
  method: 'GET',
  path: '/profile/quizzes',
  summary: 'Your quizzes, newest first, with their questions and where each stands',
  response: ZMyQuizzesResponse,
});

export const myQuiz = defineEndpoint({
  ...mine,
  id: 'myQuiz',
  method: 'GET',
  path: '/profile/quiz',
  summary: 'One of your quizzes for editing, answers included (anyone else: 404)',
  query: ZMyQuizQuery,
  response: ZMyQuizResponse,
  errors: [404],
});

export const updateQuiz = defineEndpoint({
  ...mine,
  id: 'updateQuiz',
  method: 'POST',
  path: '/profile/quizzes/update',
  summary: 'Change one of your quizzes (only until someone plays it: then 409), or publish or unpublish it',
  body: ZUpdateQuizBody,
  response: ZMyQuizResponse,
  errors: [404, 409],
});

export const quizStats = defineEndpoint({
  ...mine,
  id: 'quizStats',
  method: 'GET',
  path: '/profile/quizzes/stats/:slug',
  summary:
    'Stats of one of your quizzes: plays, average, right rate per question, top scores (anyone else: 404)',
  params: ZQuizSlugParams,
  response: ZQuizStatsResponse,
  errors: [404],
});

export const listStaffQuizzes = defineEndpoint({
  ...staff,
  id: 'listStaffQuizzes',
  method: 'GET',
  path: '/quizzes',
  summary: 'Quizzes for the admins: awaiting prize approval, approved or all, with a search',
  query: ZStaffQuizzesQuery,
  response: ZStaffQuizzesResponse,
});

export const getStaffQuiz = defineEndpoint({
  ...staff,
  id: 'getStaffQuiz',
  method: 'GET',
  path: '/quizzes/:id',
  summary: 'One quiz with its answers, owner and prize (admins)',
  params: ZQuizIdParams,
  response: ZStaffQuizResponse,
  errors: [404],
});

export const decideQuizPrize = defineEndpoint({
  ...staff,
  id: 'decideQuizPrize',
  auditLabel: "Decided on a quiz's prize request",
  method: 'POST',
  path: '/quizzes/:id/prize',
  summary:
    'Approve a prize request with a prize, a stock and the questions each play draws (fewer than the quiz has), or reject it with a note; the creator is e-mailed. A quiz already played takes a prize only while its prize still runs (409).',
  params: ZQuizIdParams,
  body: ZQuizPrizeDecisionBody,
  response: ZStaffQuizResponse,
  errors: [404, 409],
});

export const hideQuiz = defineEndpoint({
  ...staff,
  id: 'hideQuiz',
  auditLabel: 'Hid or showed a quiz',
  method: 'POST',
  path: '/quizzes/:id/hide',
  summary: 'Hide a quiz that breaks the rules, or show it again (admins)',
  params: ZQuizIdParams,
  body: ZQuizHideBody,
  response: ZStaffQuizResponse,
  errors: [404],
});
