// The orders module's read model: the tables other modules may read, joining and filtering on
// them inside their own queries so that a list stays one query. Only the orders module writes
// them; other modules change them through the functions its index.ts exports.

export { cancellationRefunds } from '../../db/schema/cancellation-refunds.ts';
export { orderItemPhotos } from '../../db/schema/order-item-photos.ts';
export type { OrderAddress } from '../../db/schema/orders.ts';
export { orderItems, orderParts, orders } from '../../db/schema/orders.ts';
