import { DashboardContestEditorPage } from '~/features/contests/staff';
import { accountMeta } from '~/features/session';
import type { Route } from './+types/contest-edit';

export const meta: Route.MetaFunction = () => accountMeta('Edit contest', { noindex: true });

export default function DashboardContestEdit({ params }: Route.ComponentProps) {
  const id = /^[1-9]\d{0,8}$/.test(params.id) ? Number(params.id) : 0;
  return <DashboardContestEditorPage key={params.id} id={id} />;
}
