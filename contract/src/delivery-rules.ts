// Values the pages use without the schemas: kept apart so a page that needs one does not
// download the schema library with it.

/** A store delivers to locations at most this far from it (straight line). */
export const DELIVERY_RADIUS_KM = 15;
/** Orders for today must be ready by this Kathmandu hour (so they can still be delivered). */
export const SAME_DAY_CUTOFF_HOUR = 18;
/**
 * A store may stop taking same-day orders earlier, at a whole hour in this range: before the
 * shop's own cut-off, and not before the morning's first orders.
 */
export const STORE_CUTOFF_EARLIEST = 8;
export const STORE_CUTOFF_LATEST = SAME_DAY_CUTOFF_HOUR - 1;
/** How far ahead a delivery date may be chosen. */
export const MAX_DELIVERY_DAYS_AHEAD = 90;
