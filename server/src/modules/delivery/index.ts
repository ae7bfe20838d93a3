// What other modules may use of delivery areas, dates and slots; everything else in this folder
// is its own business.
export { bookSlot, bookStoreSlots, releaseSlot, releaseStoreSlot } from './bookings.ts';
export { getDeliveryCharge } from './charge.ts';
export { deliveryDashboardRoutes } from './dashboard.routes.ts';
export { distanceSql } from './geo-sql.ts';
export {
  assertLinesReach,
  assertNotEmpty,
  emptyCart,
  loadLocation,
} from './places.ts';
export { deliverableOn } from './rules.ts';
export { assertDeliveryDate, lastDeliveryDate } from './service.ts';
export {
  assertSameDay,
  combinedTiming,
  getMethodsSlots,
  loadChosenSlot,
  SLOT_PAST,
  slotLabel,
  slotReason,
  slotReasonText,
} from './slots.ts';
export {
  assertStoresOpen,
  loadStoreCalendar,
  storesOfLines,
} from './store-days.ts';
export { deliveryRoutes } from './storefront.routes.ts';
