import { DashboardQuizzesPage } from '~/features/dashboard';
import { accountMeta } from '~/features/session/meta';
import type { Route } from './+types/quizzes';

export const meta: Route.MetaFunction = () => accountMeta('Quizzes', { noindex: true });

export default function DashboardQuizzes() {
  return <DashboardQuizzesPage />;
}
