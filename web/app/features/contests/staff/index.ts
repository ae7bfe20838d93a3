// The staff screens of this feature, for the dashboard's routes only: the shopper's pages import
// the feature's index.ts, so none of this reaches their code.

export { ContestDeskLoading, DashboardContestDeskPage, loadContestDesk } from './contest-desk-page';
export { ContestEditorLoading, DashboardContestEditorPage, loadContestEditor } from './contest-editor-page';
export { contestIdOf } from './contest-frame';
export { DashboardContestsPage, loadStaffContests } from './contests-page';
