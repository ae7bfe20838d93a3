import { m } from '@upahar/contract/messages';
import { LoadError } from '~/components/layout/load-error';
import { fetchMyPlays, fetchMyQuizzes, MyQuizzesLoading, MyQuizzesPage } from '~/features/quizzes';
import { accountMeta, requireToken } from '~/features/session';
import type { Route } from './+types/quizzes';

export const meta: Route.MetaFunction = () => accountMeta(m.quizzes_my_title(), { noindex: true });

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireToken(request);
  const [quizzes, plays] = await Promise.all([
    fetchMyQuizzes(request.signal),
    fetchMyPlays(undefined, request.signal),
  ]);
  return { quizzes, plays };
}

export const HydrateFallback = MyQuizzesLoading;
export const ErrorBoundary = LoadError;

export default function MyQuizzes({ loaderData }: Route.ComponentProps) {
  return <MyQuizzesPage {...loaderData} />;
}
