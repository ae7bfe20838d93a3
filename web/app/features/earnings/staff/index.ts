// The staff screens of this feature, for the dashboard's routes only: the shopper's pages import
// the feature's index.ts, so none of this reaches their code.

export { DashboardEarningsLoading, DashboardEarningsPage, loadStaffEarnings } from './earnings-page';
export { DashboardPayoutsLoading, DashboardPayoutsPage, loadStaffPayouts } from './payouts-page';
export { DashboardStatementLoading, DashboardStatementPage, loadStaffStatement } from './statement-page';
