import { PrizesPage } from '~/features/prizes';
import { accountMeta } from '~/features/session';
import type { Route } from './+types/prizes';

export const meta: Route.MetaFunction = () => accountMeta('Your prizes', { noindex: true });

export default function Prizes() {
  return <PrizesPage />;
}
