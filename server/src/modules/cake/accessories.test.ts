import {
  ZCakeAccessoriesResponse,
  ZErrorResponse,
  ZProductCardsResponse,
  ZProductDetailResponse,
} from '@upahar/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { createProduct, createStore } from '../../db/factories/index.ts';
import { auditChanges, products, storeStaff, stores } from '../../db/schema/index.ts';
import { t, testWith } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';
import { api, DASHBOARD } from '../../test/requests.ts';

// Sellers choose the accessories offered with each of their cakes, in their order; the shelf
// under the cake shows them at once (the shared cache is on), or the tag rule while none are chosen.
const it = testWith({
  responseCache: { enabled: true, ttlMs: 60_000, maxEntries: 500, maxBytes: 16 * 1024 * 1024 },
});

async function shop() {
  const seller = await quickUser(t.db, { role: 'seller' });
  const rival = await quickUser(t.db, { role: 'seller' });
  const packer = await quickUser(t.db);
  const own = await createStore(t.db, { name: 'Annapurna Bakers', ownerUserId: seller.user.id });
  const other = await createStore(t.db, { name: 'Kumari Cake House', ownerUserId: rival.user.id });
  await t.db.insert(storeStaff).values({ storeId: own.id, userId: packer.user.id, role: 'packer' });
  const accessory = (name: string, storeId: number, soldCount = 0) =>
    createProduct(t.db, { name, storeId, tags: ['accessory'], soldCount });
  const candles = await accessory('Pastel Candles', own.id, 5);
  const poppers = await accessory('Party Poppers', own.id, 9);
  const topper = await accessory('Gold Cake Topper', other.id, 50);
  const card = await accessory('Greeting Card', other.id, 1);
  const roses = await createProduct(t.db, { name: 'Red Roses', storeId: own.id });
  const mine = await createProduct(t.db, { type: 'cake', name: 'Chocolate Drip Cake', storeId: own.id });
  const plain = await createProduct(t.db, { type: 'cake', name: 'Vanilla Cake', storeId: own.id });
  const theirs = await createProduct(t.db, { type: 'cake', name: 'Red Velvet Cake', storeId: other.id });
  return { seller, rival, packer, own, other, candles, poppers, topper, card, roses, mine, plain, theirs };
}

const dash = api(t, { base: DASHBOARD });
const put = (id: string, ids: string[], headers: Record<string, string>) =>
  dash.put(`cakes/${id}/accessories`, { ids }, headers);

/** The accessories shelf by both ways the shop reads it: the product page and cake-accessory. */
async function shelf(slugOrId: string, id: string) {
  const page = ZProductDetailResponse.parse(
    (await t.app.inject({ method: 'GET', url: `/api/V2/product/${slugOrId}` })).json(),
  );
  const call = ZProductCardsResponse.parse(
    (await t.app.inject({ method: 'GET', url: `/api/V2/cake-accessory?productId=${id}` })).json(),
  );
  const names = page.data.accessories.map((c) => c.name);
  expect(call.data.products.map((c) => c.name)).toEqual(names);
  return names;
}

describe('accessories chosen for a cake', () => {
  it('the shelf falls back to every accessory, own store first, until the seller chooses', async () => {
    const s = await shop();
    expect(await shelf(s.mine.slug, s.mine.id)).toEqual([
      'Party Poppers',
      'Pastel Candles',
      'Gold Cake Topper',
      'Greeting Card',
    ]);
    const saved = await put(s.mine.id, [s.card.id, s.candles.id], s.seller.headers);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe('Saved: these 2 accessories are offered with the cake, in this order');
    expect(
      ZCakeAccessoriesResponse.parse(saved.json()).data.accessories.map((a) => [a.name, a.storeName]),
    ).toEqual([
      ['Greeting Card', 'Kumari Cake House'],
      ['Pastel Candles', 'Annapurna Bakers'],
    ]);
    // Shown at once, past the shared cache and the kept shelves, in the seller's order.
    expect(await shelf(s.mine.slug, s.mine.id)).toEqual(['Greeting Card', 'Pastel Candles']);
    // Another cake keeps the tag rule.
    expect(await shelf(s.plain.slug, s.plain.id)).toHaveLength(4);
    const read = await dash.get(`cakes/${s.mine.id}/accessories`, s.seller.headers);
    expect(ZCakeAccessoriesResponse.parse(read.json()).data.accessories.map((a) => a.name)).toEqual([
      'Greeting Card',
      'Pastel Candles',
    ]);
    // Reordered, then emptied: the fallback comes back.
    await put(s.mine.id, [s.candles.id, s.card.id], s.seller.headers);
    expect(await shelf(s.mine.slug, s.mine.id)).toEqual(['Pastel Candles', 'Greeting Card']);
    const cleared = await put(s.mine.id, [], s.seller.headers);
    expect(cleared.json().message).toBe('Saved: the shop suggests accessories by itself again');
    expect(await shelf(s.mine.slug, s.mine.id)).toHaveLength(4);
  });

  it('an archived accessory or one of a suspended store drops out of the shelf', async () => {
    const s = await shop();
    await put(s.mine.id, [s.topper.id, s.poppers.id, s.candles.id], s.seller.headers);
    await t.db.update(products).set({ isActive: false }).where(eq(products.id, s.poppers.id));
    await t.db.update(stores).set({ isActive: false }).where(eq(stores.id, s.other.id));
    // The shelves are kept a minute; a write by the dashboard forgets them.
    await put(s.plain.id, [], s.seller.headers);
    expect(await shelf(s.mine.slug, s.mine.id)).toEqual(['Pastel Candles']);
    const read = await dash.get(`cakes/${s.mine.id}/accessories`, s.seller.headers);
    expect(
      ZCakeAccessoriesResponse.parse(read.json()).data.accessories.map((a) => [a.name, a.onSale]),
    ).toEqual([
      ['Gold Cake Topper', false],
      ['Party Poppers', false],
      ['Pastel Candles', true],
    ]);
    const again = await put(s.mine.id, [s.topper.id, s.candles.id], s.seller.headers);
    expect(again.statusCode).toBe(400);
    expect(ZErrorResponse.parse(again.json()).message).toBe(
      '“Gold Cake Topper” is not on sale any more: remove it from the list',
    );
  });

  it('refuses duplicates, unknown ids, non-accessories and too long a list with a message', async () => {
    const s = await shop();
    const cases: [string[], string][] = [
      [[s.candles.id, s.candles.id], '“Pastel Candles” is in the list twice: keep it once'],
      [
        [s.candles.id, '00000000-0000-4000-8000-000000000000'],
        'One of the chosen accessories no longer exists: reload the page and choose again',
      ],
      [[s.roses.id], '“Red Roses” is not an accessory: its shop has not tagged it as one'],
      [[s.mine.id], 'A cake cannot be offered with itself'],
      [Array.from({ length: 13 }, () => s.candles.id), 'A cake offers at most 12 accessories'],
      [['not-a-uuid'], 'Choose accessories from the list'],
    ];
    for (const [ids, message] of cases) {
      const res = await put(s.mine.id, ids, s.seller.headers);
      expect(res.statusCode, res.body).toBe(400);
      const body = ZErrorResponse.parse(res.json());
      expect(`${body.message} ${JSON.stringify(body.errors)}`).toContain(message);
    }
    const read = await dash.get(`cakes/${s.mine.id}/accessories`, s.seller.headers);
    expect(ZCakeAccessoriesResponse.parse(read.json()).data.accessories).toEqual([]);
  });

  it('another store’s cake is not found, and a packer cannot choose', async () => {
    const s = await shop();
    const theirs = await put(s.theirs.id, [s.candles.id], s.seller.headers);
    expect(theirs.statusCode).toBe(404);
    expect(ZErrorResponse.parse(theirs.json()).message).toBe('The cake was not found');
    expect((await dash.get(`cakes/${s.theirs.id}/accessories`, s.seller.headers)).statusCode).toBe(404);
    expect((await dash.get(`cakes/${s.theirs.id}/accessory-candidates`, s.seller.headers)).statusCode).toBe(
      404,
    );
    // A packer is not staff of the dashboard's catalogue; one who also sells elsewhere finds no such cake.
    expect((await put(s.mine.id, [s.candles.id], s.packer.headers)).statusCode).toBe(403);
    const sellingPacker = await quickUser(t.db, { role: 'seller' });
    await t.db
      .insert(storeStaff)
      .values({ storeId: s.own.id, userId: sellingPacker.user.id, role: 'packer' });
    expect((await put(s.mine.id, [s.candles.id], sellingPacker.headers)).statusCode).toBe(404);
    expect((await dash.get(`cakes/${s.mine.id}/accessories`, sellingPacker.headers)).statusCode).toBe(404);
    expect(await shelf(s.theirs.slug, s.theirs.id)).toHaveLength(4);
    expect(await shelf(s.mine.slug, s.mine.id)).toHaveLength(4);
  });

  it('lists candidates on sale from every store, own store first, searchable by name', async () => {
    const s = await shop();
    const list = async (q = '') => {
      const res = await dash.get(
        `cakes/${s.mine.id}/accessory-candidates?q=${encodeURIComponent(q)}`,
        s.seller.headers,
      );
      expect(res.statusCode, res.body).toBe(200);
      return ZCakeAccessoriesResponse.parse(res.json());
    };
    const all = await list();
    expect(all.data.accessories.map((a) => a.name)).toEqual([
      'Party Poppers',
      'Pastel Candles',
      'Gold Cake Topper',
      'Greeting Card',
    ]);
    expect(all.meta?.pagination.total).toBe(4);
    expect((await list('card')).data.accessories.map((a) => a.name)).toEqual(['Greeting Card']);
    expect((await list('100%_')).data.accessories).toEqual([]);
  });

  it('records what the list was and what it became in the audit log', async () => {
    const s = await shop();
    await put(s.mine.id, [s.candles.id], s.seller.headers);
    await put(s.mine.id, [s.card.id, s.candles.id], s.seller.headers);
    const changes = await t.db
      .select({ before: auditChanges.before, after: auditChanges.after })
      .from(auditChanges)
      .where(and(eq(auditChanges.entity, 'cake-accessories'), eq(auditChanges.entityId, s.mine.id)))
      .orderBy(auditChanges.createdAt, auditChanges.id);
    expect(changes).toEqual([
      { before: { ids: [] }, after: { ids: [s.candles.id] } },
      { before: { ids: [s.candles.id] }, after: { ids: [s.card.id, s.candles.id] } },
    ]);
  });
});
