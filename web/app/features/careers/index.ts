// Careers at Upahar: route modules import from here.
export { ApplicationsPage } from './applications-page';
export { CareersPage } from './careers-page';
export { salaryText, vacancyFacts } from './labels';
export { PreferencesPage } from './preferences-page';
export { JobStatusBadge } from './status-badge';
export { VacancyPage } from './vacancy-page';
export { VacancyText } from './vacancy-text';
