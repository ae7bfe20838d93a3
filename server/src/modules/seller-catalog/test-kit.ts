import type { TProductBody } from '@upahar/contract';
import {
  createBrand,
  createCategory,
  createOccasion,
  createProduct,
  createStore,
} from '../../db/factories/index.ts';
import { t } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';
import { multipart, png } from '../../test/multipart.ts';
import { api, DASHBOARD } from '../../test/requests.ts';

// What the product dashboard's tests share: two sellers with a store each, an admin, a customer,
// the shop's categories and occasions, and requests as each of them.

export async function shop() {
  const seller = await quickUser(t.db, { role: 'seller' });
  const rival = await quickUser(t.db, { role: 'seller' });
  const admin = await quickUser(t.db, { role: 'admin' });
  const customer = await quickUser(t.db);
  const own = await createStore(t.db, {
    name: 'Annapurna Bakers',
    slug: 'annapurna-bakers',
    ownerUserId: seller.user.id,
  });
  const other = await createStore(t.db, {
    name: 'Phoolbari Florists',
    slug: 'phoolbari',
    ownerUserId: rival.user.id,
  });
  const gifts = await createCategory(t.db, { name: 'Gift Hampers', slug: 'gift-hampers', kind: 'gifts' });
  const flowers = await createCategory(t.db, { name: 'Flowers', slug: 'flowers', kind: 'flowers' });
  const birthday = await createOccasion(t.db, { name: 'Birthday', slug: 'birthday' });
  const brand = await createBrand(t.db, { name: 'Annapurna Classics', storeId: own.id });
  const theirBrand = await createBrand(t.db, { name: 'Phoolbari Select', storeId: other.id });
  const theirs = await createProduct(t.db, {
    name: 'Red Rose Bouquet',
    storeId: other.id,
    categoryId: flowers.id,
  });
  return { seller, rival, admin, customer, own, other, gifts, flowers, birthday, brand, theirBrand, theirs };
}
export type Shop = Awaited<ReturnType<typeof shop>>;

export const call = api(t, { base: DASHBOARD });

export const storefront = api(t, { base: '' });

/** A complete gift hamper, but for its picture. */
export const hamper = (s: Shop, over: Partial<TProductBody> = {}): TProductBody => ({
  name: 'Dashain Dry Fruit Hamper',
  storeId: s.own.id,
  type: 'product',
  categoryId: s.gifts.id,
  occasionIds: [s.birthday.id],
  brandId: s.brand.id,
  description: 'Cashews, almonds and raisins in a woven doko basket.',
  price: 2500,
  salePrice: 2200,
  stock: 12,
  prepHours: 4,
  isSameDay: true,
  tags: ['Festival', 'dry fruit'],
  colors: ['Gold'],
  sizes: ['Large'],
  ...over,
});

export { png };

export function uploadTo(
  productId: string,
  headers: Record<string, string>,
  bytes: Buffer,
  type = 'image/png',
) {
  const body = multipart({}, { name: 'photo.png', type, bytes });
  return t.app.inject({
    method: 'POST',
    url: `/api/dashboard/v1/products/${productId}/images`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}
