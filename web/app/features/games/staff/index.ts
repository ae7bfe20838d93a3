// The staff screens of this feature, for the dashboard's routes only: the shopper's pages import
// the feature's index.ts, so none of this reaches their code.

export { DashboardRouletteEditorPage } from './roulette-editor-page';
export { DashboardRoulettesPage } from './roulettes-page';
export { DashboardTreasureHuntEditorPage } from './treasure-hunt-editor-page';
export { DashboardTreasureHuntsPage } from './treasure-hunts-page';
