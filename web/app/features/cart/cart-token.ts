import type { TCart } from '@upahar/contract';
import { clearCartToken, getCartToken, setCartToken } from '~/lib/browser-api';
import { tokenStep } from './cart-state';

/** Keeps or drops the visitor's cart token after every answer that carries a cart. */
export function syncToken(cart: TCart) {
  const step = tokenStep(cart);
  if (step.kind === 'store' && getCartToken() !== step.token) setCartToken(step.token);
  else if (step.kind === 'clear' && getCartToken() !== null) clearCartToken();
}
