import { ZCurrencyResponse, ZErrorPageResponse, ZHeaderFooterResponse } from '@upahar/contract';
import { describe, expect } from 'vitest';
import { createCategory, setSiteContent } from '../../db/factories/index.ts';
import { campaigns, newsletterSubscribers, treasureHunts } from '../../db/schema/index.ts';
import * as clock from '../../lib/clock.ts';
import { buildTestApp, it, t } from '../../test/fixtures.ts';
import { api } from '../../test/requests.ts';
import { invalidateContentCache, NEWSLETTER_THANKS } from './service.ts';

const { get } = api(t, { base: '' });

describe('GET /api/V2/header-footer', () => {
  it('answers the empty shape with defaults, 12-hour caching and an ETag', async () => {
    const res = await get('/api/V2/header-footer');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers['cache-control']).toBe('public, max-age=43200');
    expect(res.headers.etag).toMatch(/^".+"$/);
    const body = ZHeaderFooterResponse.parse(res.json());
    expect(body.data.header).toEqual({
      categories: { items: [], banner: null },
      topMenu: [],
      campaign: null,
      treasureHunt: null,
    });
    expect(body.data.footer.newsletter).toEqual({
      placeholder: 'Enter your email',
      buttonText: 'Subscribe',
      title: null,
    });

    const again = await get('/api/V2/header-footer', { 'if-none-match': res.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('lists active top-level categories and the stored menu, footer and campaign', async () => {
    const first = await get('/api/V2/header-footer');
    const cakes = await createCategory(t.db, { slug: 'cakes', name: 'Cakes', sortOrder: 0 });
    await createCategory(t.db, { slug: 'flowers', name: 'Flowers', sortOrder: 1 });
    await createCategory(t.db, { slug: 'birthday-cakes', name: 'Birthday Cakes', parentId: cakes.id });
    await createCategory(t.db, { slug: 'hidden', name: 'Hidden', isActive: false });
    await setSiteContent(t.db, 'header', {
      banner: { image: '/media/seed/banner.svg', url: '/campaign/tihar-2026' },
      topMenu: [{ title: 'About', items: [{ title: 'About us', url: '/aboutus' }] }],
    });
    // The header's campaign is the published one running now that started last.
    const now = clock.now();
    const slug = `lights-${Date.now().toString(36)}`;
    const [lights] = await t.db
      .insert(campaigns)
      .values({
        slug,
        name: 'Festival of Lights',
        iconPath: '/media/seed/diya.svg',
        startsAt: new Date(now.getTime() - 60_000),
        endsAt: new Date(now.getTime() + 86_400_000),
        isPublished: true,
      })
      .returning({ id: campaigns.id });
    // Its treasure hunt runs too, so the Fun menu offers it; a draft hunt is not offered.
    const hunt = (title: string, isPublished: boolean, startsAgo: number) => ({
      campaignId: lights.id,
      title,
      startsAt: new Date(now.getTime() - startsAgo),
      endsAt: new Date(now.getTime() + 3_600_000),
      isPublished,
    });
    await t.db.insert(treasureHunts).values([hunt('Dig', true, 120_000), hunt('Draft', false, 60_000)]);
    invalidateContentCache();

    const res = await get('/api/V2/header-footer');
    expect(res.headers.etag).not.toBe(first.headers.etag);
    const { header } = ZHeaderFooterResponse.parse(res.json()).data;
    expect(header.categories.items).toEqual([
      { title: 'Cakes', url: '/category/cakes', slug: 'cakes', name: 'Cakes' },
      { title: 'Flowers', url: '/category/flowers', slug: 'flowers', name: 'Flowers' },
    ]);
    expect(header.categories.banner).toEqual({
      image: '/media/seed/banner.svg',
      url: '/campaign/tihar-2026',
    });
    expect(header.topMenu[0].items[0]).toEqual({ title: 'About us', url: '/aboutus' });
    expect(header.campaign).toEqual({
      slug,
      icon: '/media/seed/diya.svg',
      name: 'Festival of Lights',
      endsAt: new Date(now.getTime() + 86_400_000).toISOString(),
    });
    expect(header.treasureHunt).toEqual({
      campaign: slug,
      endsAt: new Date(now.getTime() + 3_600_000).toISOString(),
    });
  });
});

describe('GET /api/V2/error-page-content', () => {
  it('is empty until content is set', async () => {
    const empty = await get('/api/V2/error-page-content');
    expect(empty.statusCode).toBe(200);
    expect(empty.headers.etag).toBeTruthy();
    expect(ZErrorPageResponse.parse(empty.json()).data).toEqual({ banner: null, links: [] });

    const content = {
      banner: {
        backgroundImage: '/media/seed/bg.svg',
        title: 'Oops!',
        subtitle: 'The page you are looking for doesnt exist',
      },
      links: [{ url: '/category/cakes', image: '/media/seed/cakes.svg', title: 'Cakes' }],
    };
    await setSiteContent(t.db, 'errorPage', content);
    const set = await get('/api/V2/error-page-content');
    expect(ZErrorPageResponse.parse(set.json()).data).toEqual(content);
  });
});

describe('GET /api/V2/currency-conversion', () => {
  it('defaults to NPR and follows the stored setting', async () => {
    const res = await get('/api/V2/currency-conversion');
    expect(res.statusCode).toBe(200);
    expect(ZCurrencyResponse.parse(res.json()).data).toEqual({ currency: 'NPR', factor: 1, round: 0 });

    await setSiteContent(t.db, 'currency', { currency: 'USD', factor: 0.0075, round: 2 });
    const set = await get('/api/V2/currency-conversion');
    expect(set.json().data).toEqual({ currency: 'USD', factor: 0.0075, round: 2 });
  });
});

describe('POST /api/V2/home/subscribe-newsletter', () => {
  const subscribe = (payload?: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/V2/home/subscribe-newsletter', payload });

  it('subscribes, and answers a repeat the same way without a second row', async () => {
    const first = await subscribe({ email: 'Sita.Shrestha@Example.com' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status: 'success', message: NEWSLETTER_THANKS, data: null });

    const again = await subscribe({ email: 'sita.shrestha@example.com' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());

    const rows = await t.db.select().from(newsletterSubscribers);
    expect(rows.map((r) => r.email)).toEqual(['sita.shrestha@example.com']);
  });

  it('refuses an invalid address with "Invalid email format"', async () => {
    const res = await subscribe({ email: 'not-an-email' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', message: 'Invalid email format' });
  });

  it('refuses a missing body', async () => {
    const res = await subscribe();
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe('error');
    const empty = await subscribe({});
    expect(empty.statusCode).toBe(400);
  });

  it('is rate limited', async () => {
    const limited = await buildTestApp({ rateLimit: true });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 6; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/V2/home/subscribe-newsletter',
          payload: { email: `reader${i}@example.com` },
        });
        codes.push(res.statusCode);
      }
      expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
