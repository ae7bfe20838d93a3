import { DashboardVacanciesPage } from '~/features/careers/staff';
import { accountMeta } from '~/features/session';
import type { Route } from './+types/vacancies';

export const meta: Route.MetaFunction = () => accountMeta('Vacancies', { noindex: true });

export default function DashboardVacancies() {
  return <DashboardVacanciesPage />;
}
