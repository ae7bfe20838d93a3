// The staff screens of this feature, for the dashboard's routes only: the shopper's pages import
// the feature's index.ts, so none of this reaches their code.

export { DashboardContestDeskPage } from './contest-desk-page';
export { DashboardContestEditorPage } from './contest-editor-page';
export { DashboardContestsPage } from './contests-page';
