import { BusinessesPage } from '~/features/selling';
import { accountMeta } from '~/features/session';
import type { Route } from './+types/businesses';

export const meta: Route.MetaFunction = () => accountMeta('Your businesses', { noindex: true });

export default function Businesses() {
  return <BusinessesPage />;
}
