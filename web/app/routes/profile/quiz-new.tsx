import { m } from '@upahar/contract/messages';
import { NewQuizPage } from '~/features/quizzes';
import { accountMeta } from '~/features/session';
import type { Route } from './+types/quiz-new';

export const meta: Route.MetaFunction = () => accountMeta(m.quizzes_write(), { noindex: true });

export default function QuizNew() {
  return <NewQuizPage />;
}
