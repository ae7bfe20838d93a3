import { m } from '@upahar/contract/messages';
import { z } from 'zod';
import { formatPrice } from './money.ts';
import { formatNumber } from './number-format.ts';

// A line whose units do not all cost the same: a flash sale sells at its price only as many as
// its stock and the customer's limit allow, and the other units of the line cost what they
// would without it (the usual price, or a campaign offer's). The cart, the checkout, the order
// and its e-mail describe such a line in the same words.

export const ZPriceSplit = z
  .object({
    /** Units at the flash sale's price. */
    flashQuantity: z.number().int(),
    flashPrice: z.number().int(),
    /** The other units of the line, at restPrice each. */
    restQuantity: z.number().int(),
    restPrice: z.number().int(),
  })
  .describe(
    "A flash sale priced only flashQuantity units (its stock or the customer's limit allowed no more) at flashPrice; the other restQuantity units cost restPrice (paisa). Say it as: 2 at the flash price, 1 at Rs 3,200.",
  );
export type TPriceSplit = z.infer<typeof ZPriceSplit>;

type Format = (paisa: number) => string;

/** An amount never breaks across two lines ("Rs" on one, "3,200" on the next). */
const whole = (price: Format) => (paisa: number) => price(paisa).replace(/ /g, '\u00a0');

/** "2 at the flash price, 1 at Rs 3,200" (`price` formats paisa; the shopper's currency in the web). */
export function priceSplitText(split: TPriceSplit, price: Format = formatPrice): string {
  return m.cart_split_text({
    flash: formatNumber(split.flashQuantity),
    rest: formatNumber(split.restQuantity),
    price: whole(price)(split.restPrice),
  });
}

/**
 * "Rs 1,999 × 2 + Rs 3,200 × 1" (or with `quantityFirst` "2 × Rs 1,999 + 1 × Rs 3,200", as a page
 * that writes its other lines so): what the split line's total is made of.
 */
export function priceSplitSum(
  split: TPriceSplit,
  price: Format = formatPrice,
  quantityFirst = false,
): string {
  const p = whole(price);
  const part = (n: number, paisa: number) =>
    quantityFirst ? `${n}\u00a0×\u00a0${p(paisa)}` : `${p(paisa)}\u00a0×\u00a0${n}`;
  return `${part(split.flashQuantity, split.flashPrice)} + ${part(split.restQuantity, split.restPrice)}`;
}

/** The split of a stored line (an order's): null when its units all cost `unitPrice`. */
export function storedPriceSplit(l: {
  quantity: number;
  unitPrice: number;
  flashQuantity: number | null;
  restPrice: number | null;
}): TPriceSplit | null {
  if (l.flashQuantity === null || l.restPrice === null) return null;
  return {
    flashQuantity: l.flashQuantity,
    flashPrice: l.unitPrice,
    restQuantity: l.quantity - l.flashQuantity,
    restPrice: l.restPrice,
  };
}
