// The staff screens of this feature, for the dashboard's routes only: the shopper's pages import
// the feature's index.ts, so none of this reaches their code.

export { DeliverySlip, loadDeliverySlip } from './delivery-slip';
export { ordersHref } from './order-moves';
export { DashboardOrdersLoading, DashboardOrdersPage, loadDashboardOrders } from './orders-page';
export {
  DashboardRefundsLoading,
  DashboardRefundsPage,
  loadStaffRefunds,
  RefundsFrame,
} from './refunds-page';
