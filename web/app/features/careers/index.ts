// Careers at Upahar: route modules import from here.
export { ApplicationsLoading, ApplicationsPage } from './applications-page';
export { loadCareerPersonal } from './career-personal';
export { fetchMyApplications, fetchMyCvs, fetchMyVacancies } from './careers-api';
export { CareersPage } from './careers-page';
export { salaryText, vacancyFacts } from './labels';
export { PreferencesLoading, PreferencesPage } from './preferences-page';
export { JobStatusBadge } from './status-badge';
export { VacancyPage } from './vacancy-page';
export { VacancyText } from './vacancy-text';
