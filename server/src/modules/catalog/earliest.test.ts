import { addDays, ZListingResponse, ZSearchResponse, ZStorePageResponse } from '@upahar/contract';
import { describe, expect } from 'vitest';
import { createCategory, createProduct, createStore } from '../../db/factories/index.ts';
import { storeClosedDays } from '../../db/schema/index.ts';
import { freezeKathmandu } from '../../test/clock.ts';
import { countQueries } from '../../test/count-queries.ts';
import { it, t } from '../../test/fixtures.ts';
import { forgetMemo } from './memo.ts';

const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/V2/${url}` });

/** A store taking same-day orders until 15:00 and closed the day after tomorrow, with four kinds of timing. */
async function shop() {
  const store = await createStore(t.db, { slug: 'early-bakes', name: 'Early Bakes', sameDayCutoffHour: 15 });
  const category = await createCategory(t.db, { slug: 'timed', name: 'Timed', kind: 'cake' });
  const make = (slug: string, o: { prepHours: number; isSameDay: boolean; stock?: number | null }) =>
    createProduct(t.db, { slug, name: `Zesty ${slug}`, storeId: store.id, categoryId: category.id, ...o });
  await make('same-day', { prepHours: 4, isSameDay: true });
  await make('next-day', { prepHours: 4, isSameDay: false });
  await make('two-days', { prepHours: 40, isSameDay: false });
  await make('sold-out', { prepHours: 0, isSameDay: true, stock: 0 });
  return store;
}

const earliest = (products: { slug: string; earliestDate?: string | null }[]) =>
  Object.fromEntries(products.map((p) => [p.slug, p.earliestDate]));

describe('the earliest delivery day on cards', () => {
  it("follows the store's cut-off, the preparation time and the store's closed days", async () => {
    const store = await shop();
    const { today } = freezeKathmandu(14, 30);
    const dayAfter = addDays(today, 2);
    await t.db.insert(storeClosedDays).values({ storeId: store.id, day: dayAfter, reason: 'Family wedding' });
    const listing = ZListingResponse.parse((await get('category/timed?perPage=10')).json()).data;
    expect(earliest(listing.products)).toEqual({
      // 14:30, before the store's 15:00 (though past the shop's "ready by 18:00" for 4 hours).
      'same-day': today,
      'next-day': addDays(today, 1),
      // Ready on the day after tomorrow, but the store is closed then.
      'two-days': addDays(today, 3),
      'sold-out': null,
    });

    freezeKathmandu(15, 5);
    forgetMemo(t.db);
    const later = ZListingResponse.parse((await get('category/timed?perPage=10')).json()).data;
    expect(earliest(later.products)['same-day']).toBe(addDays(today, 1));

    // Search and the store page carry the same days.
    const found = ZSearchResponse.parse((await get('search?query=zesty')).json()).data;
    expect(earliest(found.products)).toEqual(earliest(later.products));
    // Again, now that its counts are kept: the prepared statement of a plain search.
    const again = ZSearchResponse.parse((await get('search?query=zesty')).json()).data;
    expect(earliest(again.products)).toEqual(earliest(later.products));
    const page = ZStorePageResponse.parse((await get('store/early-bakes')).json()).data;
    expect(earliest(page.products)).toEqual(earliest(later.products));
  });

  it('costs a listing no statement more: the closed days come with the page', async () => {
    await shop();
    freezeKathmandu(10);
    forgetMemo(t.db);
    await get('category/timed?perPage=1');
    const one = await countQueries(t.database, () => get('category/timed?perPage=1'));
    const many = await countQueries(t.database, () => get('category/timed?perPage=24'));
    expect(one.queries).toBe(1);
    expect(many.queries).toBe(1);
  });
});
