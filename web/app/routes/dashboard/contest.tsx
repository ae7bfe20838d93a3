import { DashboardContestDeskPage, DashboardContestEditorPage } from '~/features/contests/staff';
import { accountMeta } from '~/features/session';
import type { Route } from './+types/contest';

export const meta: Route.MetaFunction = ({ params }) =>
  accountMeta(params.id === 'new' ? 'New contest' : 'Contest', { noindex: true });

/** "new" creates a contest; a number opens that one's entries (anything else finds nothing). */
export default function DashboardContest({ params }: Route.ComponentProps) {
  if (params.id === 'new') return <DashboardContestEditorPage key="new" id={null} />;
  const id = /^[1-9]\d{0,8}$/.test(params.id) ? Number(params.id) : 0;
  return <DashboardContestDeskPage key={params.id} id={id} />;
}
