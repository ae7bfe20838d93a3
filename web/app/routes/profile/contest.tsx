import { MyEntryPage } from '~/features/contests';
import { accountMeta } from '~/features/session';
import type { Route } from './+types/contest';

export const meta: Route.MetaFunction = () => accountMeta('Your contest entry', { noindex: true });

export default function MyContest() {
  return <MyEntryPage />;
}
