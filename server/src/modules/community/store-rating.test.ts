import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import {
  createOrder,
  createProduct,
  createReview,
  createStore,
  createUser,
} from '../../db/factories/index.ts';
import { stores } from '../../db/schema/index.ts';
import { it, t } from '../../test/fixtures.ts';
import { loginAs } from '../../test/login-as.ts';

const review = (headers: Record<string, string>, id: string, rating: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/V2/review',
    headers,
    payload: { id, type: 'product', rating, body: 'The cake arrived fresh and on time, thank you.' },
  });

async function storeRating(id: number) {
  const [row] = await t.db
    .select({ avg: stores.ratingAvg, count: stores.ratingCount })
    .from(stores)
    .where(eq(stores.id, id));
  return row;
}

describe("a store's rating", () => {
  it("follows every review of the store's products, added or changed", async () => {
    const store = await createStore(t.db, { ratingAvg: 4.9, ratingCount: 120 });
    const cake = await createProduct(t.db, { storeId: store.id });
    const flowers = await createProduct(t.db, { storeId: store.id });
    const elsewhere = await createProduct(t.db);
    await createReview(t.db, { productId: cake.id, userId: (await createUser(t.db)).id, rating: 2 });
    await createReview(t.db, { productId: elsewhere.id, userId: (await createUser(t.db)).id, rating: 5 });
    const { user, headers } = await loginAs(t.app, t.db);
    // Reviews come from delivered orders.
    await createOrder(t.db, {
      userId: user.id,
      status: 'delivered',
      items: [{ productId: flowers.id, quantity: 1, unitPricePaisa: 100_000 }],
    });

    expect((await review(headers, flowers.id, 5)).statusCode).toBe(201);
    // Each review counts once: (2 + 5) / 2, the other store's review not among them.
    expect(await storeRating(store.id)).toEqual({ avg: 3.5, count: 2 });

    expect((await review(headers, flowers.id, 3)).statusCode).toBe(200);
    expect(await storeRating(store.id)).toEqual({ avg: 2.5, count: 2 });
  });
});
