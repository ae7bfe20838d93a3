import { ApplyPage } from '~/features/selling';
import { accountMeta, SessionGateNotice, useRequireLogin } from '~/features/session';
import type { Route } from './+types/be-a-seller';

export const meta: Route.MetaFunction = () => accountMeta('Become a seller', { noindex: true });

/** The onboarding flow in the bare layout; applying needs an account, so it asks for a login first. */
export default function BeASeller() {
  const gate = useRequireLogin();
  if (gate !== 'ready') return <SessionGateNotice gate={gate} />;
  return <ApplyPage />;
}
