import { PublicSettingsPage } from '~/features/profiles';
import { accountMeta } from '~/features/session';
import type { Route } from './+types/public';

export const meta: Route.MetaFunction = () => accountMeta('Your public profile', { noindex: true });

export default function PublicSettings() {
  return <PublicSettingsPage />;
}
