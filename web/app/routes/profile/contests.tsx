import { MyEntriesPage } from '~/features/contests';
import { accountMeta } from '~/features/session';
import type { Route } from './+types/contests';

export const meta: Route.MetaFunction = () => accountMeta('Your contest entries', { noindex: true });

export default function MyContests() {
  return <MyEntriesPage />;
}
