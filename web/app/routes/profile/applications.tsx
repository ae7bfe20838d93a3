import { ApplicationsPage } from '~/features/careers';
import { accountMeta } from '~/features/session';
import type { Route } from './+types/applications';

export const meta: Route.MetaFunction = () => accountMeta('Your applications', { noindex: true });

export default function Applications() {
  return <ApplicationsPage />;
}
