import { DashboardQuizPage } from '~/features/quizzes/staff';
import { accountMeta } from '~/features/session';
import type { Route } from './+types/quiz';

export const meta: Route.MetaFunction = () => accountMeta('Quiz review', { noindex: true });

export default function DashboardQuiz({ params }: Route.ComponentProps) {
  return <DashboardQuizPage key={params.id} id={Number(params.id)} />;
}
