import { checkSlug } from '~/features/quizzes';
import { searchOf } from '~/lib/route-data';
import { fetched } from '~/lib/use-fetched';
import type { Route } from './+types/quiz-address';

// Whether a quiz's address is free, for the quiz editor as its creator types; read in the browser
// (the token says whose quiz it may be), no page of its own.
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const search = searchOf(request);
  const quiz = Number(search.get('quiz')) || undefined;
  return fetched(request, checkSlug(search.get('slug') ?? '', quiz, request.signal));
}
