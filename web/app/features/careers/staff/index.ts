// The staff screens of this feature, for the dashboard's routes only: the shopper's pages import
// the feature's index.ts, so none of this reaches their code.

export { DashboardJobApplicationPage } from './job-application-page';
export { DashboardJobApplicationsPage } from './job-applications-page';
export { DashboardVacanciesPage } from './vacancies-page';
export { DashboardVacancyEditorPage } from './vacancy-editor-page';
