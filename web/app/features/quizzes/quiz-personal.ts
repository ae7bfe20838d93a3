import type { TQuizScore } from '@upahar/contract';
import { errorMessage } from '~/lib/api';
import { getToken } from '~/lib/browser-api';
import { fetchMyPlays, fetchScore } from './quizzes-api';

type Play = Awaited<ReturnType<typeof fetchMyPlays>>[number];

/** A result asked for in the address (?result=id): its score, or why it could not be read. */
export type AskedResult = { id: number; score: TQuizScore } | { id: number; failed: string };

/**
 * The reader's side of a quiz's page: their play of it (null: none yet; 'error': it could not be
 * checked, and they may still start) and the result the address asks for. Undefined until the
 * browser has read them.
 */
export type QuizPersonal = { mine: Play | null | 'error'; result: AskedResult | null };

/**
 * For the quiz route's clientLoader: the intro is public and rendered on the server, while the
 * reader's play lives behind the token in the browser. A visitor has nothing personal to read.
 */
export async function loadQuizPersonal(
  slug: string,
  resultId: number | null,
  signal: AbortSignal,
): Promise<QuizPersonal | null> {
  if (!getToken()) return null;
  const [mine, result] = await Promise.all([
    fetchMyPlays(slug, signal).then(
      (plays) => plays[0] ?? null,
      () => 'error' as const,
    ),
    resultId ? readResult(resultId, signal) : null,
  ]);
  return { mine, result };
}

/** One result by its play's id, failure included: the page words it with "Try again". */
export const readResult = (id: number, signal?: AbortSignal): Promise<AskedResult> =>
  fetchScore(id, signal).then(
    (score) => ({ id, score }),
    (e) => ({ id, failed: errorMessage(e) }),
  );
