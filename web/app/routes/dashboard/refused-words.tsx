import { m } from '@upahar/contract/messages';
import { accountMeta, requireToken } from '~/features/session';
import { StaffLoadError } from '~/features/staff-shell';
import { DashboardWordsPage, loadWords, WordsLoading } from '~/features/words/staff';
import type { Route } from './+types/refused-words';

export const meta: Route.MetaFunction = () => accountMeta(m.words_title(), { noindex: true });

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireToken(request);
  return loadWords(request.signal);
}

export const HydrateFallback = WordsLoading;
export const ErrorBoundary = StaffLoadError;

export default function DashboardRefusedWords({ loaderData }: Route.ComponentProps) {
  return <DashboardWordsPage {...loaderData} />;
}
