// What the shopper can do about a failed place-order ("slot just filled,
// coupon used up, stock" are shown at the top of the step with a way to fix them). The server's
// message is always shown as it is; this only picks the button beside it.

export type OrderFix =
  /** Back to step 2: the slots and dates reload there. */
  | 'delivery'
  /** Take the coupon off (or try another). */
  | 'coupon'
  /** Back to step 1: change quantities or remove a line. */
  | 'cart'
  /** Nothing to change: try again (network trouble, a server hiccup). */
  | 'retry'
  /** Stay here and change what the message names (the payment method). */
  | 'none';

// The fields a refusal names, when it names one, say what to fix in either language.
const FIX_BY_FIELD: Record<string, OrderFix> = {
  expectedTotal: 'retry',
  code: 'coupon',
  timeSlotId: 'delivery',
  deliveryDate: 'delivery',
  deliveryMethodId: 'delivery',
  addressId: 'delivery',
  cartItems: 'cart',
  paymentMethod: 'none',
};

/**
 * What to offer beside a refusal: by the field it names, else by its words, English or Nepali
 * (the API answers in the page's language).
 */
export function fixFor(message: string, status: number, errors?: Record<string, string[]>): OrderFix {
  const m = message.toLowerCase();
  if (status === 0 || status >= 500) return 'retry';
  for (const field of Object.keys(errors ?? {})) {
    if (Object.hasOwn(FIX_BY_FIELD, field)) return FIX_BY_FIELD[field];
  }
  // The summary is asked again at once; placing again charges the new total.
  if (/^the total is now /.test(m) || m.includes('जम्मा रकम')) return 'retry';
  if (/\bcode\b|coupon|कुपन|कोड/.test(m)) return 'coupon';
  if (/slot|deliver|date|address|location|डेलिभरी|समय|मिति|ठेगाना|स्थान/.test(m)) return 'delivery';
  if (/only \d+ left|cart|not available right now|no longer|stock|product|कार्ट|स्टक|बाँकी|उपलब्ध/.test(m))
    return 'cart';
  return 'none';
}
