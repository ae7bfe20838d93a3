import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { createProduct } from '../../db/factories/index.ts';
import { products } from '../../db/schema/index.ts';
import { countQueries } from '../../test/count-queries.ts';
import { it, t } from '../../test/fixtures.ts';
import { isBotAgent, ViewCounter } from './views.ts';

const BROWSER = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

async function views(id: string) {
  const [row] = await t.db.select({ n: products.viewCount }).from(products).where(eq(products.id, id));
  return row.n;
}

describe('product views', () => {
  it('writes many visits of many products in one statement, and nothing when there were none', async () => {
    const a = await createProduct(t.db, { viewCount: 10 });
    const b = await createProduct(t.db, { viewCount: 0 });
    const counter = new ViewCounter();
    for (let i = 0; i < 25; i++) counter.count(a.id, BROWSER);
    counter.count(b.id, BROWSER);
    const { queries } = await countQueries(t.database, () => counter.flush(t.db));
    expect(queries).toBe(1);
    expect([await views(a.id), await views(b.id)]).toEqual([35, 1]);
    // The batch is gone once written.
    expect((await countQueries(t.database, () => counter.flush(t.db))).queries).toBe(0);
  });

  it('does not count crawlers, scripts, a missing user agent or an id that is no product id', async () => {
    const p = await createProduct(t.db);
    const counter = new ViewCounter();
    expect(
      counter.count(p.id, 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'),
    ).toBe(false);
    expect(counter.count(p.id, 'facebookexternalhit/1.1')).toBe(false);
    expect(counter.count(p.id, 'curl/8.5.0')).toBe(false);
    expect(counter.count(p.id, undefined)).toBe(false);
    expect(counter.count('not-a-product', BROWSER)).toBe(false);
    expect(isBotAgent(BROWSER)).toBe(false);
    await counter.flush(t.db);
    expect(await views(p.id)).toBe(0);
  });

  it('answers the beacon a product page sends, and refuses a malformed id with a 4xx', async () => {
    const p = await createProduct(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/V2/product/${p.id}/view`,
      headers: { 'user-agent': BROWSER },
    });
    expect(res.statusCode, res.body).toBe(200);
    const bad = await t.app.inject({ method: 'POST', url: `/api/V2/product/${'x'.repeat(300)}/view` });
    expect(bad.statusCode).toBeGreaterThanOrEqual(400);
    expect(bad.statusCode).toBeLessThan(500);
  });
});
