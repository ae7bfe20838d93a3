import { ConnectionsPage } from '~/features/connections';
import { accountMeta } from '~/features/session';
import type { Route } from './+types/connections';

export const meta: Route.MetaFunction = () => accountMeta('Connections', { noindex: true });

export default function Connections() {
  return <ConnectionsPage />;
}
