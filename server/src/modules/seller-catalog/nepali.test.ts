import { ZDashboardProductResponse, ZErrorResponse, ZSearchResponse } from '@upahar/contract';
import { describe, expect } from 'vitest';
import { it } from '../../test/fixtures.ts';
import { call, hamper, png, shop, storefront, uploadTo } from './test-kit.ts';

// A seller may write a product's name and description in Nepali too: optional, blank is none,
// and the shop then finds and shows the product in Nepali.

const product = (res: { json: () => unknown }) => ZDashboardProductResponse.parse(res.json()).data;

describe('dashboard products: Nepali texts', () => {
  it('keeps the Nepali name and description, trimmed, and blank as none', async () => {
    const s = await shop();
    const res = await call.post(
      'products',
      hamper(s, { nameNe: '  दशैं सुकामेवा ह्याम्पर ', descriptionNe: '' }),
      s.seller.headers,
    );
    expect(res.statusCode, res.body).toBe(201);
    const made = product(res);
    expect([made.nameNe, made.descriptionNe]).toEqual(['दशैं सुकामेवा ह्याम्पर', null]);
    const changed = await call.put(
      `products/${made.id}`,
      hamper(s, { nameNe: '', descriptionNe: 'काजु, बदाम र किसमिस।' }),
      s.seller.headers,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect([product(changed).nameNe, product(changed).descriptionNe]).toEqual([null, 'काजु, बदाम र किसमिस।']);
  });

  it('refuses Nepali texts longer than their English twins may be', async () => {
    const s = await shop();
    const res = await call.post(
      'products',
      hamper(s, { nameNe: 'क'.repeat(121), descriptionNe: 'ख'.repeat(5001) }),
      s.seller.headers,
    );
    expect(res.statusCode).toBe(400);
    expect(ZErrorResponse.parse(res.json()).errors).toMatchObject({
      nameNe: ['The Nepali name has at most 120 characters'],
      descriptionNe: ['The Nepali description has at most 5000 characters'],
    });
  });

  it('makes a published product findable by its Nepali name and in Latin letters', async () => {
    const s = await shop();
    const made = product(await call.post('products', hamper(s, { nameNe: 'दशैं ह्याम्पर' }), s.seller.headers));
    expect((await uploadTo(made.id, s.seller.headers, await png())).statusCode).toBe(200);
    expect((await call.post(`products/${made.id}/publish`, undefined, s.seller.headers)).statusCode).toBe(
      200,
    );
    const found = async (q: string) => {
      const res = await storefront.get(`/api/V2/search?query=${encodeURIComponent(q)}&source=web`, {
        'accept-language': 'ne',
      });
      expect(res.statusCode, res.body).toBe(200);
      return ZSearchResponse.parse(res.json()).data.products.map((p) => p.name);
    };
    expect(await found('ह्याम्पर')).toEqual(['दशैं ह्याम्पर']);
    expect(await found('dashain hyampar')).toEqual(['दशैं ह्याम्पर']);
  });
});
