// The staff screens of this feature, for the dashboard's routes only: the shopper's pages import
// the feature's index.ts, so none of this reaches their code.

export {
  DashboardJobApplicationPage,
  JobApplicationLoading,
  loadJobApplication,
} from './job-application-page';
export { DashboardJobApplicationsPage, loadJobApplications } from './job-applications-page';
export { DashboardVacanciesPage, loadStaffVacancies } from './vacancies-page';
export { DashboardVacancyEditorPage, loadVacancy, VacancyLoading } from './vacancy-editor-page';
