import { m } from '@upahar/contract/messages';
import { LoadError } from '~/components/layout/load-error';
import { ApplyLoading, ApplyPage, loadApplyForm } from '~/features/selling';
import { accountMeta, requireToken, SessionGateNotice, useRequireLogin } from '~/features/session';
import type { Route } from './+types/be-a-seller';

export const meta: Route.MetaFunction = () => accountMeta(m.selling_title_become_seller(), { noindex: true });

// Applying needs an account: without a token the loader asks for a login first.
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireToken(request);
  return loadApplyForm(request.signal);
}

export const HydrateFallback = ApplyLoading;
export const ErrorBoundary = LoadError;

/** The onboarding flow in the bare layout. */
export default function BeASeller({ loaderData }: Route.ComponentProps) {
  const gate = useRequireLogin();
  if (gate !== 'ready') return <SessionGateNotice gate={gate} />;
  return <ApplyPage {...loaderData} />;
}
