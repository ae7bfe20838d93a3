import { m } from '@upahar/contract/messages';
import {
  DashboardTreasureHuntEditorPage,
  gameIdOf,
  HuntEditorLoading,
  loadHuntEditor,
} from '~/features/games/staff';
import { accountMeta, requireToken } from '~/features/session';
import { StaffLoadError } from '~/features/staff-shell';
import type { Route } from './+types/treasure-hunt';

export const meta: Route.MetaFunction = ({ params }) =>
  accountMeta(
    params.id === 'new' ? m.dashboard_title_new_treasure_hunt() : m.dashboard_title_edit_treasure_hunt(),
    { noindex: true },
  );

/** "new" makes one; a number edits that one (anything else finds nothing). */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  requireToken(request);
  return loadHuntEditor(gameIdOf(params.id), request.signal);
}

export const HydrateFallback = HuntEditorLoading;
export const ErrorBoundary = StaffLoadError;

export default function DashboardEditor({ loaderData, params }: Route.ComponentProps) {
  return <DashboardTreasureHuntEditorPage key={params.id} {...loaderData} />;
}
