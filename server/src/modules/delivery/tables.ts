// The delivery module's read model: the tables other modules may read, joining and filtering on
// them inside their own queries so that a list stays one query. Only the delivery module writes
// them; other modules change them through the functions its index.ts exports.
export { deliveryLocations, deliveryMethods, timeSlots } from '../../db/schema/delivery.ts';
export { storeClosedDays } from '../../db/schema/store-delivery.ts';
