import { m } from '@upahar/contract/messages';
import { useParams } from 'react-router';
import {
  ContestDeskLoading,
  ContestEditorLoading,
  contestIdOf,
  DashboardContestDeskPage,
  DashboardContestEditorPage,
  loadContestDesk,
  loadContestEditor,
} from '~/features/contests/staff';
import { accountMeta, requireToken } from '~/features/session';
import { StaffLoadError } from '~/features/staff-shell';
import type { Route } from './+types/contest';

export const meta: Route.MetaFunction = ({ params }) =>
  accountMeta(params.id === 'new' ? m.dashboard_title_new_contest() : m.dashboard_title_contest(), {
    noindex: true,
  });

/** "new" creates a contest; a number opens that one's entries (anything else finds nothing). */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  requireToken(request);
  if (params.id === 'new')
    return { kind: 'new' as const, editor: await loadContestEditor(null, request.signal) };
  return { kind: 'desk' as const, ...(await loadContestDesk(contestIdOf(params.id), request.signal)) };
}

export function HydrateFallback() {
  const { id } = useParams();
  return id === 'new' ? <ContestEditorLoading id={null} /> : <ContestDeskLoading />;
}
export const ErrorBoundary = StaffLoadError;

export default function DashboardContest({ loaderData, params }: Route.ComponentProps) {
  if (loaderData.kind === 'new') return <DashboardContestEditorPage key="new" {...loaderData.editor} />;
  return <DashboardContestDeskPage key={params.id} desk={loaderData.desk} />;
}
