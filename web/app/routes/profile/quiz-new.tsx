import { NewQuizPage } from '~/features/quizzes';
import { accountMeta } from '~/features/session';
import type { Route } from './+types/quiz-new';

export const meta: Route.MetaFunction = () => accountMeta('Write a quiz', { noindex: true });

export default function QuizNew() {
  return <NewQuizPage />;
}
