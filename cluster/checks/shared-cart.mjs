import assert from 'node:assert/strict';
import { addToCart, api, newShopper, PRODUCT_SLUG, productId } from '../shop.mjs';

// A cart filled on one instance is the same cart on the other.
export const name = 'a cart filled on one instance shows on the other';

export async function run({ instances: [a, b] }) {
  const { token } = await newShopper(a.url);
  const id = await productId(a.url);
  await addToCart(a.url, token, id);
  await addToCart(a.url, token, id);
  const { cartItems } = await api(b.url, 'GET', '/api/V2/cart', { token });
  assert.deepEqual(
    cartItems.map((l) => ({ slug: l.slug, quantity: l.quantity })),
    [{ slug: PRODUCT_SLUG, quantity: 2 }],
  );
}
