import { m } from '@upahar/contract/messages';
import { LoadError } from '~/components/layout/load-error';
import { EditQuizLoading, EditQuizPage, fetchMyQuiz } from '~/features/quizzes';
import { accountMeta, requireToken } from '~/features/session';
import { mineOrNull } from '~/lib/route-data';
import type { Route } from './+types/quiz-edit';

export const meta: Route.MetaFunction = () => accountMeta(m.quizzes_change_title(), { noindex: true });

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  requireToken(request);
  return { quiz: await mineOrNull(fetchMyQuiz(params.slug, request.signal)) };
}

export const HydrateFallback = EditQuizLoading;
export const ErrorBoundary = LoadError;

export default function QuizEdit({ loaderData, params }: Route.ComponentProps) {
  return <EditQuizPage key={params.slug} {...loaderData} />;
}
