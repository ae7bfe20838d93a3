import { describe, expect, it } from 'vitest';
import { changedFields, valueInWords, words } from './readable.ts';
import { kindOf } from './targets.ts';

describe('readable audit changes', () => {
  it('lists only the fields that changed, old → new in words', () => {
    expect(
      changedFields(
        { status: 'out_for_delivery', paymentStatus: 'pending', pricePaisa: 145_000, active: true },
        { status: 'delivered', paymentStatus: 'pending', pricePaisa: 135_000, active: false },
      ),
    ).toEqual([
      { field: 'Status', before: 'out for delivery', after: 'delivered' },
      { field: 'Price', before: 'Rs 1,450', after: 'Rs 1,350' },
      { field: 'Active', before: 'yes', after: 'no' },
    ]);
  });

  it('shows a creation as after only and a removal as before only', () => {
    expect(changedFields(null, { code: 'DASHAIN10', value: 10 })).toEqual([
      { field: 'Code', before: '—', after: 'DASHAIN10' },
      { field: 'Value', before: '—', after: '10' },
    ]);
    expect(changedFields({ title: 'Rider' }, null)).toEqual([
      { field: 'Title', before: 'Rider', after: '—' },
    ]);
    expect(changedFields({ a: 1 }, { a: 1 })).toEqual([]);
  });

  it('says lists, dates and long texts briefly', () => {
    expect(valueInWords([])).toBe('none');
    expect(valueInWords(['round', 'heart'])).toBe('round, heart');
    expect(valueInWords([{ id: 1 }, { id: 2 }])).toBe('2 items');
    expect(valueInWords('2026-12-05T04:15:00.000Z')).toMatch(/^Sat 5 Dec( 2026)?, 10 am$/);
    expect(valueInWords('x'.repeat(500))).toHaveLength(140);
    expect(words('store_closed_day')).toBe('Store closed day');
    expect(words('minPound')).toBe('Min pound');
  });

  it('knows which addresses name a thing by id', () => {
    expect(kindOf('/api/dashboard/v1/stores/:id/suspend')).toBe('stores');
    expect(kindOf('/api/dashboard/v1/stores/:storeId/profile')).toBe('stores');
    expect(kindOf('/api/dashboard/v1/job-applications/:id/status')).toBe('job-applications');
    expect(kindOf('/api/dashboard/v1/blog/posts/:id')).toBe('posts');
    expect(kindOf('/api/dashboard/v1/blog/preview')).toBeNull();
    expect(kindOf('/api/dashboard/v1/coupons')).toBeNull();
  });
});
