// The store owner's dashboard: route modules import from here.

export { DashboardApplicationPage } from './application-page';
export { DashboardApplicationsPage } from './applications-page';
export { DashboardAuditPage } from './audit-page';
export { DashboardCakeEditorPage } from './cake-editor-page';
export { DashboardCakesPage } from './cakes-page';
export { DashboardCouponsPage } from './coupons-page';
export { DashboardShell } from './dashboard-shell';
export { DashboardDeliveryDaysPage } from './delivery-days-page';
export { JoinStorePage } from './join-store-page';
export { DashboardModerationPage } from './moderation-page';
export { DashboardOrdersPage } from './orders-page';
export { DashboardProductEditorPage } from './product-editor-page';
export { DashboardProductsPage } from './products-page';
export { StoreOwnerLink } from './store-owner-link';
export { DashboardStoreProfilePage } from './store-profile-page';
export { DashboardStoresPage } from './stores-page';
export { DashboardTeamPage } from './team-page';
