import type { TDashboardProduct } from '@upahar/contract';
import { describe, expect, it } from 'vitest';
import { bodyOf, checkProductForm, emptyProductForm, productFormOf, withName } from './product-form';

const product: TDashboardProduct = {
  id: '7d1f0c1e-0000-4000-8000-000000000001',
  slug: 'dashain-hamper',
  name: 'Dashain Hamper',
  type: 'product',
  storeId: 1,
  storeName: 'Annapurna Bakers',
  categoryId: 4,
  occasionIds: [2],
  brandId: null,
  description: 'Dry fruit in a doko.',
  nameNe: 'दशैं ह्याम्पर',
  descriptionNe: null,
  price: 2500,
  salePrice: null,
  stock: null,
  prepHours: 4,
  isSameDay: false,
  tags: ['festival'],
  colors: ['gold', 'red'],
  sizes: [],
  images: [],
  status: 'draft',
  missing: ['at least one picture'],
};

describe('the product form', () => {
  it('makes the web address from the name until the seller edits it', () => {
    const f = withName(emptyProductForm(1), 'Red Roses (12)');
    expect(f.slug).toBe('red-roses-12');
    const edited = withName({ ...f, slug: 'roses', slugEdited: true }, 'Red Roses (24)');
    expect(edited.slug).toBe('roses');
  });

  it('picks no kind for a new product unless asked to', () => {
    expect(emptyProductForm(1).type).toBe('');
    expect(emptyProductForm(1, 'cake').type).toBe('cake');
  });

  it('round-trips a product and sends blanks as "none"', () => {
    const body = checkProductForm(productFormOf(product));
    expect(body).toEqual({
      ok: true,
      data: expect.objectContaining({
        name: 'Dashain Hamper',
        storeId: 1,
        categoryId: 4,
        price: 2500,
        salePrice: null,
        stock: null,
        brandId: null,
        colors: ['gold', 'red'],
        nameNe: 'दशैं ह्याम्पर',
        descriptionNe: null,
      }),
    });
    expect(bodyOf({ ...productFormOf(product), tags: ' a, , b ' }).tags).toEqual(['a', 'b']);
  });

  it('says what to fix, field by field, with the server’s words', () => {
    const res = checkProductForm({
      ...emptyProductForm(1),
      name: 'x',
      price: '100',
      salePrice: '150',
      stock: '-2',
    });
    expect(res).toEqual({
      ok: false,
      errors: expect.objectContaining({
        type: 'Choose cake or gift',
        name: 'The name needs at least 2 characters',
        categoryId: 'Choose a category',
        stock: 'Stock cannot be negative',
      }),
    });
    const sale = checkProductForm({ ...productFormOf(product), salePrice: '2500' });
    expect(sale).toEqual({ ok: false, errors: { salePrice: 'The sale price must be below the price' } });
  });
});
