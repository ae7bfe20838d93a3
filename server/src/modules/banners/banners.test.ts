import { ZBannerStatsResponse } from '@upahar/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { setSiteContent } from '../../db/factories/content.ts';
import { bannerStats } from '../../db/schema/index.ts';
import * as clock from '../../lib/clock.ts';
import { freezeKathmandu } from '../../test/clock.ts';
import { it, t } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';
import { BannerCounter } from './counter.ts';

// Banner beacons: validated, answered at once, counted in memory and added to the day's row when
// the batch is written; only banners the shop has are kept; admins read the numbers.

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const unique = () => Math.random().toString(36).slice(2, 8);

const beacon = (action: 'click' | 'store', payload: unknown, contentType = 'application/json') =>
  t.app.inject({
    method: 'POST',
    url: `/api/V2/banner/action/${action}`,
    headers: { 'user-agent': BROWSER, 'content-type': contentType },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
const flush = () => t.app.inject({ method: 'POST', url: '/api/V2/banner/action/flush' });

/** Home slides with fresh ids; answers their banner keys once the server knows them. */
async function slides(n = 2) {
  const ids = Array.from({ length: n }, (_, i) => `t-${unique()}-${i}`);
  await setSiteContent(
    t.db,
    'homeSliders',
    ids.map((id) => ({ id, image: `/media/${id}.webp`, title: `Slide ${id}`, subtitle: '', url: '/cakes' })),
  );
  expect((await flush()).statusCode).toBe(204);
  return ids.map((id) => `home:${id}`);
}

async function row(key: string, day: string) {
  const [r] = await t.db
    .select()
    .from(bannerStats)
    .where(and(eq(bannerStats.bannerKey, key), eq(bannerStats.day, day)));
  return r ? { clicks: r.clicks, views: r.views } : null;
}

describe('banner tracking', () => {
  it('refuses malformed and oversized beacons with a message, and reads a beacon sent as text', async () => {
    const [key] = await slides(1);
    const bad = await beacon('click', { contact: 0, type: 'click', key: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.key).toEqual(['That is not a banner of the shop']);
    const many = await beacon('store', { keys: Array.from({ length: 21 }, () => key) });
    expect(many.statusCode).toBe(400);
    expect((await beacon('click', '{not json', 'text/plain')).statusCode).toBe(400);
    const huge = await beacon('click', JSON.stringify({ key, pad: 'x'.repeat(10_000) }), 'text/plain');
    expect(huge.statusCode).toBe(413);
    const text = await beacon('click', JSON.stringify({ contact: 0, type: 'click', key }), 'text/plain');
    expect(text.statusCode).toBe(204);
    expect(text.body).toBe('');
  });

  it('adds many parallel clicks and views to one row per day; unknown banners never reach the table', async () => {
    const { today } = freezeKathmandu(12);
    const [a, b] = await slides(2);
    const ghost = `home:ghost-${unique()}`;
    const answers = await Promise.all([
      ...Array.from({ length: 40 }, () => beacon('click', { contact: 0, type: 'click', key: a })),
      ...Array.from({ length: 25 }, () => beacon('store', { type: 'view', keys: [a, b, ghost] })),
      beacon('click', { key: ghost }),
    ]);
    expect(answers.every((r) => r.statusCode === 204)).toBe(true);
    expect(await row(a, today)).toBeNull();
    await flush();
    expect(await row(a, today)).toEqual({ clicks: 40, views: 25 });
    expect(await row(b, today)).toEqual({ clicks: 0, views: 25 });
    expect(await row(ghost, today)).toBeNull();
    // A second batch adds to the same row.
    await Promise.all(Array.from({ length: 5 }, () => beacon('click', { key: b })));
    await flush();
    expect(await row(b, today)).toEqual({ clicks: 5, views: 25 });
  });

  it('does not count crawlers', async () => {
    const { today } = freezeKathmandu(13);
    const [a] = await slides(1);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/V2/banner/action/click',
      headers: { 'user-agent': 'Googlebot/2.1' },
      payload: { key: a },
    });
    expect(res.statusCode).toBe(204);
    await flush();
    expect(await row(a, today)).toBeNull();
  });

  it('keeps counts that failed to write for the next batch', async () => {
    const { today } = freezeKathmandu(14);
    const [a] = await slides(1);
    const counter = new BannerCounter(clock.now);
    await counter.refresh(t.db);
    expect(counter.count([a, a, 'home:unknown'], 'clicks')).toBe(1);
    const broken = {
      insert: () => ({ values: () => ({ onConflictDoUpdate: () => Promise.reject(new Error('down')) }) }),
    };
    await expect(counter.flush(broken as unknown as typeof t.db)).rejects.toThrow('down');
    expect(await counter.flush(t.db)).toBe(1);
    expect(await row(a, today)).toEqual({ clicks: 1, views: 0 });
  });

  it('shows admins clicks, views and click-through per banner per day; others are refused', async () => {
    const { today } = freezeKathmandu(15);
    const [a, b] = await slides(2);
    await Promise.all([
      ...Array.from({ length: 3 }, () => beacon('click', { key: a })),
      ...Array.from({ length: 12 }, () => beacon('store', { keys: [a, b] })),
    ]);
    await flush();
    const admin = await quickUser(t.db, { role: 'admin' });
    const res = await t.app.inject({ url: '/api/dashboard/v1/banners?days=30', headers: admin.headers });
    expect(res.statusCode, res.body).toBe(200);
    const data = ZBannerStatsResponse.parse(res.json()).data;
    expect(data.to).toBe(today);
    const first = data.banners.find((x) => x.key === a);
    expect(first).toMatchObject({ place: 'Home slider', clicks: 3, views: 12, ctr: 0.25 });
    expect(first?.daily).toEqual([{ day: today, clicks: 3, views: 12 }]);
    expect(first?.image).toBe(`/media/${a.slice(5)}.webp`);
    expect(data.banners.find((x) => x.key === b)).toMatchObject({ clicks: 0, views: 12, ctr: 0 });
    expect(data.totals.clicks).toBeGreaterThanOrEqual(3);

    expect(
      (await t.app.inject({ url: '/api/dashboard/v1/banners?days=9', headers: admin.headers })).statusCode,
    ).toBe(400);
    for (const role of ['seller', 'customer'] as const) {
      const who = await quickUser(t.db, { role });
      const refused = await t.app.inject({ url: '/api/dashboard/v1/banners', headers: who.headers });
      expect(refused.statusCode).toBe(403);
    }
  });
});
