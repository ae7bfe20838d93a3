// The staff screens of this feature, for the dashboard's routes only: the shopper's pages import
// the feature's index.ts, so none of this reaches their code.

export { fetchShopCancelTerms, saveShopCancelTerms } from './cancel-terms-api';
export { CancelTermsForm } from './cancel-terms-form';
export {
  DashboardStoreProfileLoading,
  DashboardStoreProfilePage,
  loadStaffStoreProfile,
} from './store-profile-page';
export { DashboardStoresPage, loadAdminStores } from './stores-page';
export { DashboardTeamLoading, DashboardTeamPage, loadStaffTeam } from './team-page';
