import { m } from '@upahar/contract/messages';
import { LoadError } from '~/components/layout/load-error';
import { fetchStats, QuizStatsLoading, QuizStatsPage } from '~/features/quizzes';
import { accountMeta, requireToken } from '~/features/session';
import { mineOrNull } from '~/lib/route-data';
import type { Route } from './+types/quiz-stats';

export const meta: Route.MetaFunction = () => accountMeta(m.quizzes_stats_title(), { noindex: true });

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  requireToken(request);
  return { stats: await mineOrNull(fetchStats(params.slug, request.signal)) };
}

export const HydrateFallback = QuizStatsLoading;
export const ErrorBoundary = LoadError;

export default function QuizStats({ loaderData }: Route.ComponentProps) {
  return <QuizStatsPage {...loaderData} />;
}
