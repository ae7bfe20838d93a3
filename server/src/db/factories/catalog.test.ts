import { sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { fileTest as it, t } from '../../test/fixtures.ts';
import {
  createBrand,
  createCategory,
  createDeliveryLocation,
  createOccasion,
  createProduct,
  createStore,
} from './index.ts';

describe('catalogue factories', () => {
  it('make unique rows with nothing but a database', async () => {
    const a = await createProduct(t.db);
    const b = await createProduct(t.db);
    expect(a.slug).not.toBe(b.slug);
    expect(a.categoryId).not.toBe(b.categoryId);
    expect(a.images).toHaveLength(1);
    expect(a.sellingPricePaisa).toBe(a.pricePaisa);
    const image = await t.app.inject({ method: 'GET', url: a.images[0].path });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/svg+xml');

    const locations = await Promise.all([createDeliveryLocation(t.db), createDeliveryLocation(t.db)]);
    expect(locations[0].slug).not.toBe(locations[1].slug);
    expect((await createOccasion(t.db)).slug).not.toBe((await createOccasion(t.db)).slug);
  });

  it('link a product to its category, store, brand and occasions, and index their names for search', async () => {
    const category = await createCategory(t.db, { name: 'Designer Cakes', kind: 'cake' });
    const store = await createStore(t.db, { name: 'Kumari Cake House' });
    const brand = await createBrand(t.db, { name: 'Kumari Classics', storeId: store.id });
    const occasion = await createOccasion(t.db, { name: 'Teej' });
    const product = await createProduct(t.db, {
      name: 'Mango Mousse',
      type: 'cake',
      categoryId: category.id,
      storeId: store.id,
      brandId: brand.id,
      pricePaisa: 150_000,
      salePricePaisa: 135_000,
      tags: ['summer'],
      images: ['/media/seed/a.svg', { path: '/media/seed/b.svg', alt: 'Cut slice' }],
      occasionIds: [occasion.id],
    });
    expect(product.sellingPricePaisa).toBe(135_000);
    expect(product.images.map((i) => [i.path, i.sortOrder])).toEqual([
      ['/media/seed/a.svg', 0],
      ['/media/seed/b.svg', 1],
    ]);
    expect(product.keywords).toContain('Designer Cakes');
    expect(product.keywords).toContain('Kumari Classics');
    const found = await t.db.execute(
      sql`select id from products where search @@ websearch_to_tsquery('english', 'designer summer cake') and id = ${product.id}`,
    );
    expect((found as unknown as { rows: unknown[] }).rows).toHaveLength(1);
  });
});
