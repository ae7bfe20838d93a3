import { m } from '@upahar/contract/messages';
import {
  DashboardRouletteEditorPage,
  gameIdOf,
  loadWheelEditor,
  WheelEditorLoading,
} from '~/features/games/staff';
import { accountMeta, requireToken } from '~/features/session';
import { StaffLoadError } from '~/features/staff-shell';
import type { Route } from './+types/roulette';

export const meta: Route.MetaFunction = ({ params }) =>
  accountMeta(params.id === 'new' ? m.dashboard_title_new_wheel() : m.dashboard_title_edit_wheel(), {
    noindex: true,
  });

/** "new" makes one; a number edits that one (anything else finds nothing). */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  requireToken(request);
  return loadWheelEditor(gameIdOf(params.id), request.signal);
}

export const HydrateFallback = WheelEditorLoading;
export const ErrorBoundary = StaffLoadError;

export default function DashboardEditor({ loaderData, params }: Route.ComponentProps) {
  return <DashboardRouletteEditorPage key={params.id} {...loaderData} />;
}
