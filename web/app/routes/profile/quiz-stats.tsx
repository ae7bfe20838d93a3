import { QuizStatsPage } from '~/features/quizzes';
import { accountMeta } from '~/features/session';
import type { Route } from './+types/quiz-stats';

export const meta: Route.MetaFunction = () => accountMeta('Quiz stats', { noindex: true });

export default function QuizStats({ params }: Route.ComponentProps) {
  return <QuizStatsPage slug={params.slug} />;
}
