// The store owner's dashboard: route modules import from here.

export { DashboardAuditPage } from './audit-page';
export { DashboardCakeEditorPage } from './cake-editor-page';
export { DashboardCakesPage } from './cakes-page';
export { DashboardShell } from './dashboard-shell';
export { DashboardModerationPage } from './moderation-page';
export { DashboardOrdersPage } from './orders-page';
export { StoreOwnerLink } from './store-owner-link';
export { DashboardStoresPage } from './stores-page';
