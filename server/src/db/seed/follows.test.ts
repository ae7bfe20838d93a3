import { ZFollowingProductsResponse, ZFollowListResponse } from '@upahar/contract';
import { describe, expect } from 'vitest';
import { it, t } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';
import { api } from '../../test/requests.ts';
import { createProduct, createStore } from '../factories/index.ts';
import { DEMO_FOLLOWED_STORES, seedDemoFollows } from './follows.ts';

describe('demo follows', () => {
  it("has the demo customer follow two stores, whose products fill the customer's home shelf", async () => {
    const me = await quickUser(t.db, { email: 'customer@upahar.demo' });
    for (const slug of DEMO_FOLLOWED_STORES) {
      const store = await createStore(t.db, { slug });
      await createProduct(t.db, { storeId: store.id, name: `New at ${slug}` });
    }
    await seedDemoFollows(t.db);
    const { get } = api(t, { as: me });
    const list = ZFollowListResponse.parse((await get('followers/index')).json()).data.business;
    expect(list.map((s) => s.slug).sort()).toEqual([...DEMO_FOLLOWED_STORES].sort());
    const shelf = ZFollowingProductsResponse.parse((await get('following/products')).json()).data.products;
    expect(shelf).toHaveLength(2);
  });
});
