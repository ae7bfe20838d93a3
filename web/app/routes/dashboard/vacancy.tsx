import { DashboardVacancyEditorPage } from '~/features/careers/staff';
import { accountMeta } from '~/features/session';
import type { Route } from './+types/vacancy';

export const meta: Route.MetaFunction = ({ params }) =>
  accountMeta(params.id === 'new' ? 'New vacancy' : 'Edit vacancy', { noindex: true });

/** "new" writes a vacancy; a number edits that one (anything else finds nothing). */
export default function DashboardVacancy({ params }: Route.ComponentProps) {
  const id = params.id === 'new' ? null : /^[1-9]\d{0,8}$/.test(params.id) ? Number(params.id) : 0;
  return <DashboardVacancyEditorPage key={params.id} id={id} />;
}
