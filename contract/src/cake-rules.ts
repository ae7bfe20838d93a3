// Values the pages use without the schemas: kept apart so a page that needs one does not
// download the schema library with it.

/** Pounds come in halves. */
export const POUND_STEP = 0.5;
/** Eggless sponge costs this much more, as a percentage of the cake's price. */
export const EGGLESS_SURCHARGE_PERCENT = 10;
export const CAKE_MESSAGE_MAX = 40;
export const CAKE_QUANTITY_MAX = 20;
/** The lightest and heaviest cake the shop takes orders for, in pounds. */
export const POUND_MIN = 0.5;
export const POUND_MAX = 100;
