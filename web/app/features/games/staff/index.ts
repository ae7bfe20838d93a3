// The staff screens of this feature, for the dashboard's routes only: the shopper's pages import
// the feature's index.ts, so none of this reaches their code.

export { gameIdOf } from './game-editor-shell';
export { DashboardRouletteEditorPage, loadWheelEditor, WheelEditorLoading } from './roulette-editor-page';
export { DashboardRoulettesPage, loadStaffWheels } from './roulettes-page';
export {
  DashboardTreasureHuntEditorPage,
  HuntEditorLoading,
  loadHuntEditor,
} from './treasure-hunt-editor-page';
export { DashboardTreasureHuntsPage, loadStaffHunts } from './treasure-hunts-page';
