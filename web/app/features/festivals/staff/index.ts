// The festivals' staff screens, for the dashboard's routes only: the shopper's pages import the
// feature's index.ts, so none of this reaches their code.

export { DashboardFestivalsPage, FestivalsLoading, loadFestivals } from './festivals-page';
