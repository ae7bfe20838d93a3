import assert from 'node:assert/strict';
import { api } from '../shop.mjs';

// A seller's price change made through one instance reaches the other's cached answer within a
// second: the instance that took the write tells the others (through Redis) to drop what they
// kept, instead of each keeping the old price until its own copy expires.
export const name = 'a price changed through one instance shows on the other within a second';

const LIMIT_MS = 1000;

/** The fields of the seller's product form, as the dashboard sends them back on save. */
const formOf = (p) => ({
  name: p.name,
  slug: p.slug,
  storeId: p.storeId,
  type: p.type,
  categoryId: p.categoryId,
  occasionIds: p.occasionIds,
  brandId: p.brandId,
  description: p.description,
  price: p.price,
  salePrice: p.salePrice,
  stock: p.stock,
  prepHours: p.prepHours,
  isSameDay: p.isSameDay,
  tags: p.tags,
  colors: p.colors,
  sizes: p.sizes,
});

export async function run({ instances: [a, b] }) {
  const { token } = await api(a.url, 'POST', '/test/session', { body: { email: 'seller@upahar.demo' } });
  const { products } = await api(a.url, 'GET', '/api/dashboard/v1/products?status=live', { token });
  const live = products.find((p) => p.salePrice === null);
  assert.ok(live, 'the demo seller has a live product without a sale price');
  const product = await api(a.url, 'GET', `/api/dashboard/v1/products/${live.id}`, { token });

  // B keeps the product's public answer (asked twice: the second is a hit).
  const onB = async () => {
    const res = await fetch(`${b.url}/api/V2/product/${product.slug}`);
    assert.equal(res.status, 200);
    return { cache: res.headers.get('x-cache'), price: (await res.json()).data.price };
  };
  await onB();
  const kept = await onB();
  assert.equal(kept.cache, 'hit', 'the second answer comes from B’s cache');

  const rupees = product.price + 7;
  const changedAt = Date.now();
  await api(a.url, 'PUT', `/api/dashboard/v1/products/${product.id}`, {
    token,
    body: { ...formOf(product), price: rupees },
  });
  let seen;
  for (;;) {
    seen = await onB();
    if (seen.price === rupees * 100 || Date.now() - changedAt > 5000) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  const took = Date.now() - changedAt;
  assert.equal(seen.price, rupees * 100, `B still answered the old price ${took} ms after the change`);
  assert.ok(took <= LIMIT_MS, `B answered the new price only after ${took} ms`);
}
