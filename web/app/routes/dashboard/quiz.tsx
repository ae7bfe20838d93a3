import { m } from '@upahar/contract/messages';
import { DashboardQuizPage, loadStaffQuiz, QuizReviewLoading } from '~/features/quizzes/staff';
import { accountMeta, requireToken } from '~/features/session';
import { StaffLoadError } from '~/features/staff-shell';
import type { Route } from './+types/quiz';

export const meta: Route.MetaFunction = () => accountMeta(m.dashboard_title_quiz_review(), { noindex: true });

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  requireToken(request);
  return loadStaffQuiz(Number(params.id), request.signal);
}

export const HydrateFallback = QuizReviewLoading;
export const ErrorBoundary = StaffLoadError;

export default function DashboardQuiz({ loaderData, params }: Route.ComponentProps) {
  return <DashboardQuizPage key={params.id} {...loaderData} />;
}
