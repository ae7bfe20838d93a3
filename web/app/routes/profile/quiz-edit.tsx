import { EditQuizPage } from '~/features/quizzes';
import { accountMeta } from '~/features/session';
import type { Route } from './+types/quiz-edit';

export const meta: Route.MetaFunction = () => accountMeta('Change your quiz', { noindex: true });

export default function QuizEdit({ params }: Route.ComponentProps) {
  return <EditQuizPage key={params.slug} slug={params.slug} />;
}
