import { m } from '@upahar/contract/messages';
import { LoadError } from '~/components/layout/load-error';
import { StopPage, setSubscribed } from '~/features/reminders';
import { accountMeta, LoadingNotice } from '~/features/session';
import type { Route } from './+types/stop';

export const meta: Route.MetaFunction = () => accountMeta(m.occasions_stop_meta(), { noindex: true });

// Opening the link is the one tap: the reminders stop as the page loads in the browser (a mail
// scanner that only fetches the page stops nothing), and the page offers to start them again.
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  return { token: params.token, subscription: await setSubscribed(params.token, false) };
}

export const HydrateFallback = LoadingNotice;
export const ErrorBoundary = LoadError;

/** /reminders/stop/:token: a reminder's unsubscribe link, no login needed. */
export default function Stop({ loaderData }: Route.ComponentProps) {
  return <StopPage {...loaderData} />;
}
