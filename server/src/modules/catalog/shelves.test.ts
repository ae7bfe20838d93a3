import { ZProductDetailResponse } from '@upahar/contract';
import { describe, expect } from 'vitest';
import { createCakeFlavour, createCategory, createProduct, createStore } from '../../db/factories/index.ts';
import { it, t } from '../../test/fixtures.ts';

const detail = async (slug: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/V2/product/${slug}` });
  expect(res.statusCode, res.body).toBe(200);
  return ZProductDetailResponse.parse(res.json()).data;
};
const slugs = (cards: { slug: string }[]) => cards.map((c) => c.slug);

describe('product shelves', () => {
  it('keep each shelf in its order: related by sales, suggested cakes same flavour first then by rating', async () => {
    const birthday = await createCategory(t.db, { slug: 'birthday', name: 'Birthday', kind: 'cake' });
    const wedding = await createCategory(t.db, { slug: 'wedding', name: 'Wedding', kind: 'cake' });
    const choc = await createCakeFlavour(t.db, { slug: 'choc', name: 'Choc' });
    const lemon = await createCakeFlavour(t.db, { slug: 'lemon', name: 'Lemon' });
    const store = await createStore(t.db);
    const cake = (slug: string, more: Parameters<typeof createProduct>[1]) =>
      createProduct(t.db, { slug, type: 'cake', storeId: store.id, ...more });
    await cake('anchor', { categoryId: birthday.id, flavourId: choc.id });
    await cake('b-few', { categoryId: birthday.id, soldCount: 1 });
    await cake('b-most', { categoryId: birthday.id, soldCount: 30 });
    await cake('b-some', { categoryId: birthday.id, soldCount: 10, viewCount: 5 });
    await cake('b-some-seen', { categoryId: birthday.id, soldCount: 10, viewCount: 9 });
    await cake('w-choc-good', { categoryId: wedding.id, flavourId: choc.id, ratingAvg: 4 });
    await cake('w-choc-best', { categoryId: wedding.id, flavourId: choc.id, ratingAvg: 4.5 });
    await cake('w-lemon-top', { categoryId: wedding.id, flavourId: lemon.id, ratingAvg: 5 });
    await cake('w-plain', { categoryId: wedding.id, ratingAvg: 4.8 });
    await cake('w-hidden', { categoryId: wedding.id, flavourId: choc.id, ratingAvg: 5, isActive: false });

    const d = await detail('anchor');
    expect(slugs(d.related)).toEqual(['b-most', 'b-some-seen', 'b-some', 'b-few']);
    expect(slugs(d.suggested)).toEqual(['w-choc-best', 'w-choc-good', 'w-lemon-top', 'w-plain']);
    // The same shelves from the statement prepared by the first request.
    expect(slugs((await detail('anchor')).suggested)).toEqual(slugs(d.suggested));
    // A cake without a flavour: best rated first.
    expect(slugs((await detail('w-plain')).suggested)).toEqual([
      'b-most',
      'b-some-seen',
      'b-some',
      'b-few',
      'anchor',
    ]);
  });
});
