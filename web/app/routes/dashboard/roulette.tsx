import { DashboardRouletteEditorPage } from '~/features/games/staff';
import { accountMeta } from '~/features/session';
import type { Route } from './+types/roulette';

export const meta: Route.MetaFunction = ({ params }) =>
  accountMeta(params.id === 'new' ? 'New wheel' : 'Edit wheel', { noindex: true });

/** "new" makes one; a number edits that one (anything else finds nothing). */
export default function DashboardEditor({ params }: Route.ComponentProps) {
  const id = params.id === 'new' ? null : /^[1-9]\d{0,8}$/.test(params.id) ? Number(params.id) : 0;
  return <DashboardRouletteEditorPage key={params.id} id={id} />;
}
