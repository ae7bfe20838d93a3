import { DashboardVacanciesPage } from '~/features/dashboard';
import { accountMeta } from '~/features/session/meta';
import type { Route } from './+types/vacancies';

export const meta: Route.MetaFunction = () => accountMeta('Vacancies', { noindex: true });

export default function DashboardVacancies() {
  return <DashboardVacanciesPage />;
}
