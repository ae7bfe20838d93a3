import type { TQuizInput, TQuizPrizeDecisionBody, TStaffQuizFilter, TUpdateQuizBody } from '@upahar/contract';
import {
  checkQuizSlug,
  createQuiz,
  decideQuizPrize,
  getStaffQuiz,
  hideQuiz,
  listPrizes,
  listStaffQuizzes,
  myQuiz,
  myQuizPlays,
  myQuizzes,
  quizScore,
  quizStats,
  startQuiz,
  submitQuiz,
  updateQuiz,
} from '@upahar/contract/endpoints';
import { callApi } from '~/lib/browser-api';

// Quizzes from the browser: playing, writing one's own, and the admins' review.

export const sendStart = (slug: string) => callApi(startQuiz, { body: { slug } }).then((r) => r.data);
export const sendAnswers = (playId: number, answers: (number | null)[]) =>
  callApi(submitQuiz, { body: { playId, answers } }).then((r) => r.data);
export const fetchScore = (id: number, signal?: AbortSignal) =>
  callApi(quizScore, { params: { id } }, { signal }).then((r) => r.data);

/** My plays, newest first; with a slug, only that quiz's (one at most: each quiz is played once). */
export const fetchMyPlays = (slug?: string, signal?: AbortSignal) =>
  callApi(myQuizPlays, { query: { slug } }, { signal }).then((r) => r.data.plays);

export const fetchMyQuizzes = (signal?: AbortSignal) =>
  callApi(myQuizzes, {}, { signal }).then((r) => r.data.quizzes);
export const fetchMyQuiz = (slug: string, signal?: AbortSignal) =>
  callApi(myQuiz, { query: { slug } }, { signal }).then((r) => r.data);
export const fetchStats = (slug: string, signal?: AbortSignal) =>
  callApi(quizStats, { params: { slug } }, { signal }).then((r) => r.data);
export const checkSlug = (slug: string, quizId: number | undefined, signal?: AbortSignal) =>
  callApi(checkQuizSlug, { query: { slug, quizId } }, { signal }).then((r) => r.data);
export const sendNewQuiz = (body: TQuizInput) => callApi(createQuiz, { body });
export const sendQuizUpdate = (body: TUpdateQuizBody) => callApi(updateQuiz, { body });

export const fetchStaffQuizzes = (
  query: { filter: TStaffQuizFilter; q?: string; page: number },
  signal?: AbortSignal,
) => callApi(listStaffQuizzes, { query }, { signal });
export const fetchStaffQuiz = (id: number, signal?: AbortSignal) =>
  callApi(getStaffQuiz, { params: { id } }, { signal }).then((r) => r.data);
export const fetchPrizeChoices = (signal?: AbortSignal) =>
  callApi(listPrizes, {}, { signal }).then((r) => r.data.prizes.filter((p) => p.isActive));
export const sendPrizeDecision = (id: number, body: TQuizPrizeDecisionBody) =>
  callApi(decideQuizPrize, { params: { id }, body });
export const sendHide = (id: number, hidden: boolean, note: string) =>
  callApi(hideQuiz, { params: { id }, body: { hidden, note } });
