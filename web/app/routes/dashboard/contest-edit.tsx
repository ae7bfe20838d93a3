import { DashboardContestEditorPage } from '~/features/dashboard';
import { accountMeta } from '~/features/session/meta';
import type { Route } from './+types/contest-edit';

export const meta: Route.MetaFunction = () => accountMeta('Edit contest', { noindex: true });

export default function DashboardContestEdit({ params }: Route.ComponentProps) {
  const id = /^[1-9]\d{0,8}$/.test(params.id) ? Number(params.id) : 0;
  return <DashboardContestEditorPage key={params.id} id={id} />;
}
