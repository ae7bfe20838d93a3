// The store owner's dashboard: route modules import from here.
export { DashboardShell } from './dashboard-shell';
export { DashboardOrdersPage } from './orders-page';
export { StoreOwnerLink } from './store-owner-link';
