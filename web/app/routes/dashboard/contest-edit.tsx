import { m } from '@upahar/contract/messages';
import { useParams } from 'react-router';
import {
  ContestEditorLoading,
  contestIdOf,
  DashboardContestEditorPage,
  loadContestEditor,
} from '~/features/contests/staff';
import { accountMeta, requireToken } from '~/features/session';
import { StaffLoadError } from '~/features/staff-shell';
import type { Route } from './+types/contest-edit';

export const meta: Route.MetaFunction = () =>
  accountMeta(m.dashboard_title_edit_contest(), { noindex: true });

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  requireToken(request);
  return loadContestEditor(contestIdOf(params.id), request.signal);
}

export function HydrateFallback() {
  return <ContestEditorLoading id={contestIdOf(useParams().id ?? '')} />;
}
export const ErrorBoundary = StaffLoadError;

export default function DashboardContestEdit({ loaderData, params }: Route.ComponentProps) {
  return <DashboardContestEditorPage key={params.id} {...loaderData} />;
}
