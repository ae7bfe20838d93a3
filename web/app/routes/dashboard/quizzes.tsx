import { DashboardQuizzesPage } from '~/features/quizzes/staff';
import { accountMeta } from '~/features/session';
import type { Route } from './+types/quizzes';

export const meta: Route.MetaFunction = () => accountMeta('Quizzes', { noindex: true });

export default function DashboardQuizzes() {
  return <DashboardQuizzesPage />;
}
