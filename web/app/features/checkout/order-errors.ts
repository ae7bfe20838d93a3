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

export function fixFor(message: string, status: number): OrderFix {
  const m = message.toLowerCase();
  if (status === 0 || status >= 500) return 'retry';
  // The summary is asked again at once; placing again charges the new total.
  if (/^the total is now /.test(m)) return 'retry';
  if (/\bcode\b|coupon/.test(m)) return 'coupon';
  if (/slot|deliver|date|address|location/.test(m)) return 'delivery';
  if (/only \d+ left|cart|not available right now|no longer|stock|product/.test(m)) return 'cart';
  return 'none';
}
