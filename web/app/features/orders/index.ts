// The orders feature's public face: the profile pages, the checkout's unpaid orders and the
// store's dashboard (the same timeline, status badge and item choices) import from here.

export { ComplaintList } from './complaint-list';
export { DeliveryProofView } from './delivery-proof';
export { GiftTrackingView } from './gift-tracking-view';
export { ImagePicker, type PickerState, unlessUploading } from './image-picker';
export { PhotoState } from './item-photo';
export { loadOrder } from './load-order';
export { OrderDetailLoading, OrderDetailPage } from './order-detail';
export {
  deliveryLabel,
  needsPayment,
  type OrderViewer,
  pageFromSearch,
} from './order-format';
export { OrderItemChoices } from './order-items';
export { OrderList, OrderListLoading } from './order-list';
export { fetchGateways, fetchOrder, fetchOrders, processPayment, type TGateways } from './orders-api';
export { Pager } from './pager';
export { PayNowButton } from './pay-now';
export { followPaymentAction } from './payment';
export { OrderStatusBadge } from './status-badge';
export { StoreOwnerLink } from './store-owner-link';
export { TimelineView } from './timeline-view';
