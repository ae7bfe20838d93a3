import { CART_LINE_QUANTITY_MAX, localDigits, type TAddToCartBody, type TDeal } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import type { AccessoryToSend } from '~/features/cart';
import type { CakeChoice } from './configurator-state';

// Pure rules of buying from the product page: what may be bought, how many,
// and the add-to-cart request built from what the shopper chose.

/** The add request without what AddToCartButtons fills in itself. */
export type CartBodyPart = Omit<TAddToCartBody, 'productId' | 'quickCheckout' | 'source'>;

/** Where and when, as the location picker reports it ('' = no date chosen). */
export type DeliveryChoice = { locationId: number | null; date: string };

export const NO_DELIVERY_CHOICE: DeliveryChoice = { locationId: null, date: '' };

export const SOLD_OUT = m.product_sold_out_reason();
export const NOT_ACTIVE = m.product_not_active_reason();

type Buyable = { type: string; stock: number | null; isActive?: boolean };

/** The server answers 400 "Automobiles are booked, not bought online": no cart buttons at all. */
export const soldOnline = (p: Pick<Buyable, 'type'>) => p.type !== 'automobile';

/**
 * Most of one line a shopper may ask for: the contract's per-line maximum, and for ready-made
 * products the stock (null stock means made to order, as the server reads it). Never below 1, so
 * the stepper stays usable; a sold-out product is stopped by `unavailableReason` instead.
 */
export function maxQuantity(p: Pick<Buyable, 'stock'>): number {
  if (p.stock === null) return CART_LINE_QUANTITY_MAX;
  return Math.max(1, Math.min(CART_LINE_QUANTITY_MAX, p.stock));
}

/** Why the buttons are disabled, or null when the product can be bought now. */
export function unavailableReason(p: Buyable, preview = false): string | null {
  if (preview || p.isActive === false) return NOT_ACTIVE;
  if (p.stock !== null && p.stock <= 0) return SOLD_OUT;
  return null;
}

/** Said beside the quantity: "Only 6 left" while a ready-made product runs low. */
export function stockHint(stock: number | null): string | undefined {
  if (stock === null || stock > CART_LINE_QUANTITY_MAX) return undefined;
  return stock <= 0 ? m.product_sold_out() : m.product_only_left({ count: localDigits(String(stock)) });
}

/** Keeps a wanted quantity inside 1..max (a whole number). */
export const clampQuantity = (n: number, max: number) => Math.min(max, Math.max(1, Math.round(n) || 1));

function deliveryPart(d: DeliveryChoice): Pick<CartBodyPart, 'deliveryLocationId' | 'deliveryDate'> {
  return {
    ...(d.locationId !== null ? { deliveryLocationId: d.locationId } : {}),
    ...(d.date ? { deliveryDate: d.date } : {}),
  };
}

/**
 * The add request for this page. A cake with a configurator sends the choice as configured
 * (its quantity lives in the configurator, where it also sets the price); options the cake does
 * not offer and an empty message are left out, as the price query leaves them out.
 */
export function cartBody(opts: {
  cake: CakeChoice | null;
  quantity: number;
  delivery: DeliveryChoice;
  max: number;
}): CartBodyPart {
  const { cake, delivery, max } = opts;
  if (!cake) return { quantity: clampQuantity(opts.quantity, max), ...deliveryPart(delivery) };
  const message = cake.message.trim();
  return {
    quantity: clampQuantity(cake.quantity, max),
    pound: cake.pound,
    tier: cake.tier,
    ...(cake.height > 0 ? { height: cake.height } : {}),
    ...(cake.flavorId !== null ? { flavorId: cake.flavorId } : {}),
    ...(cake.icingType ? { icingType: cake.icingType } : {}),
    ...(cake.shape ? { shape: cake.shape } : {}),
    eggless: cake.eggless,
    lessCream: cake.lessCream,
    ...(message ? { message } : {}),
    ...(cake.photo ? { photoId: cake.photo.id } : {}),
    ...deliveryPart(delivery),
  };
}

/**
 * One accessory waiting to go with the cake. Its id is the product id,
 * so ticking the same candles twice can never queue them twice; it follows the cake's delivery.
 */
export function accessoryToSend(productId: string, d: DeliveryChoice): AccessoryToSend {
  return {
    id: productId,
    productId,
    deliveryLocationId: d.locationId,
    deliveryDate: d.date || null,
  };
}

/** "+1 extra will be added with your cake", "+2 extras will …"; nothing for none. */
export function extrasLine(count: number): string | null {
  if (count <= 0) return null;
  return m.product_extras_line({ count: localDigits(String(count)) });
}

/**
 * What `count` units of one priced `unit` cost under the campaign deal running on the product,
 * as the cart will charge them: a percent off each unit, or the campaign's saving on the listed
 * price taken off each unit (a cake's options cost the same with or without it). A flash sale
 * prices only as many units as are left and one customer may buy; the others cost `unit`.
 * `was` is what they would cost without the deal, shown struck through; null when nothing is off.
 */
export function dealPrice(
  unit: number,
  count: number,
  deal: Pick<TDeal, 'kind' | 'listPrice' | 'price' | 'percentOff' | 'left' | 'perCustomerLimit'> | null,
): { total: number; was: number | null } {
  const full = unit * count;
  if (!deal) return { total: full, was: null };
  const off =
    deal.percentOff !== null
      ? unit - Math.floor((unit * deal.percentOff) / 100)
      : Math.max(0, unit - Math.max(0, deal.listPrice - deal.price));
  const units =
    deal.kind === 'flash'
      ? Math.max(0, Math.min(count, deal.left ?? count, deal.perCustomerLimit ?? count))
      : count;
  const total = units * off + (count - units) * unit;
  return { total, was: total < full ? full : null };
}
