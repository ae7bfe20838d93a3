import { DEFAULT_CHECKOUT_STEP } from '@upahar/contract';
import { m } from '@upahar/contract/messages';

// The checkout flow has a step that defaults to 1; it lives in the URL (?step=) so the
// browser's Back button walks back through the steps and a reload stays where it was.

export const CHECKOUT_STEPS = [
  { step: 1, label: m.checkout_step_cart() },
  { step: 2, label: m.checkout_title_delivery() },
  { step: 3, label: m.checkout_title_payment() },
] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number]['step'];

/** The step a `?step=` value asks for; anything else (missing, "abc", "9", "2.5") is step 1. */
export function parseStep(raw: string | null | undefined): CheckoutStep {
  const n = Number(raw);
  return CHECKOUT_STEPS.some((s) => s.step === n)
    ? (n as CheckoutStep)
    : (DEFAULT_CHECKOUT_STEP as CheckoutStep);
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Same cap as the contract's cartItems list. */
const ITEMS_PARAM_MAX = 100;

/**
 * `?items=<id,id>` from "Buy now" (quick checkout): only these cart lines are checked out.
 * Anything that is not a line id is dropped (the URL is typed by anyone); an empty list means
 * the whole cart.
 */
export function parseItems(raw: string | null | undefined): string[] {
  if (!raw) return [];
  const ids = raw
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter((s) => UUID_RE.test(s));
  return [...new Set(ids)].slice(0, ITEMS_PARAM_MAX);
}

/** The cart page URL of a step, keeping the quick-checkout items. */
export function cartUrl(step: CheckoutStep, items: readonly string[] = []): string {
  const params = new URLSearchParams();
  if (step !== DEFAULT_CHECKOUT_STEP) params.set('step', String(step));
  if (items.length) params.set('items', items.join(','));
  const qs = params.toString().replace(/%2C/g, ',');
  return qs ? `/cart?${qs}` : '/cart';
}

/** The lines a step works on: the quick-checkout ones when given (and still in the cart), else all. */
export function linesInScope<T extends { cartItemId: string }>(
  lines: readonly T[],
  items: readonly string[],
): T[] {
  if (!items.length) return [...lines];
  const wanted = new Set(items);
  return lines.filter((l) => wanted.has(l.cartItemId));
}

export type StepGate =
  | { kind: 'show'; step: CheckoutStep }
  /** A visitor: log in first, then come back to this very URL. */
  | { kind: 'login'; referrer: string }
  /** A later step without what it needs: go back to `step`. */
  | { kind: 'redirect'; step: CheckoutStep };

/**
 * Which step to show. Steps 2 and 3 are for logged-in shoppers (the cart is kept and merged
 * after login); step 3 needs a finished delivery choice, otherwise the shopper goes back to 2.
 */
export function gateStep(opts: {
  step: CheckoutStep;
  items: readonly string[];
  loggedIn: boolean;
  deliveryChosen: boolean;
}): StepGate {
  const { step, items, loggedIn, deliveryChosen } = opts;
  if (step === 1) return { kind: 'show', step };
  if (!loggedIn) return { kind: 'login', referrer: cartUrl(step, items) };
  if (step === 3 && !deliveryChosen) return { kind: 'redirect', step: 2 };
  return { kind: 'show', step };
}
