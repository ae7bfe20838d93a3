// The store owner's dashboard: route modules import from here.
export { DashboardCakeEditorPage } from './cake-editor-page';
export { DashboardCakesPage } from './cakes-page';
export { DashboardShell } from './dashboard-shell';
export { DashboardOrdersPage } from './orders-page';
export { DashboardProductEditorPage } from './product-editor-page';
export { DashboardProductsPage } from './products-page';
export { StoreOwnerLink } from './store-owner-link';
