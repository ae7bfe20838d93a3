import { MyQuizzesPage } from '~/features/quizzes';
import { accountMeta } from '~/features/session';
import type { Route } from './+types/quizzes';

export const meta: Route.MetaFunction = () => accountMeta('My quizzes', { noindex: true });

export default function MyQuizzes() {
  return <MyQuizzesPage />;
}
