import {
  ZContactPageResponse,
  ZFaqPageResponse,
  ZInfoPagesResponse,
  ZTextPageResponse,
} from '@upahar/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { setSiteContent } from '../../db/factories/content.ts';
import { auditChanges } from '../../db/schema/index.ts';
import { FAQ_PAGE } from '../../db/seed/demo-data/info-faq.ts';
import { seedInfoPages } from '../../db/seed/info-pages.ts';
import { it, t } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';
import { api } from '../../test/requests.ts';

// The information pages: the shop reads them, admins replace them, and the audit log keeps
// each version.

const DASH = '/api/dashboard/v1/info-pages';

const call = api(t, { base: '' });

const refund = {
  title: 'Refunds',
  summary: 'How refunds work.',
  sections: [
    {
      heading: 'Cancelling',
      body: 'Cancel before baking.\n\n- Online: refunded in 7 days\n- Cash: nothing to refund',
    },
  ],
};

describe('information pages', () => {
  it('serves each seeded page from the storefront, the contact page with the footer phones', async () => {
    await seedInfoPages(t.db);
    await setSiteContent(t.db, 'footer', {
      phone: [{ type: 'mobile', value: '9801234567', platform: 'viber' }],
      locations: [],
      email: 'hello@upahar.example',
      appstore: null,
      playstore: null,
      appHeader: null,
      socialMedia: [],
      navLinks: [],
      newsletter: { placeholder: 'E-mail', buttonText: 'Subscribe', title: null },
    });
    const titles: Record<string, string> = {
      '/api/V2/about-us': 'About Upahar',
      '/api/V2/home/terms-conditions': 'Terms and conditions',
      '/api/V2/home/privacy-policy': 'Privacy policy',
      '/api/V2/home/refund-policy': 'Refund and cancellation policy',
    };
    for (const [url, title] of Object.entries(titles)) {
      const res = await call.get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=3600');
      const page = ZTextPageResponse.parse(res.json()).data;
      expect(page.title).toBe(title);
      expect(page.sections.length).toBeGreaterThan(2);
      expect(page.updatedAt).not.toBeNull();
    }
    const faq = ZFaqPageResponse.parse((await call.get('/api/V2/faq')).json()).data;
    expect(faq.groups.length).toBeGreaterThanOrEqual(5);
    expect(faq.groups.flatMap((g) => g.items).length).toBeGreaterThanOrEqual(25);
    for (const url of ['/api/V2/contact-us', '/api/V2/home/contact-us']) {
      const contact = ZContactPageResponse.parse((await call.get(url)).json()).data;
      expect(contact.branches.length).toBeGreaterThanOrEqual(2);
      expect(contact.branches.every((b) => b.mapUrl?.startsWith('https://'))).toBe(true);
      expect(contact.phone).toEqual([{ type: 'mobile', value: '9801234567', platform: 'viber' }]);
      expect(contact.email).toBe('hello@upahar.example');
    }
  });

  it('answers an empty page, not an error, before anything is written', async () => {
    const res = await call.get('/api/V2/home/refund-policy');
    expect(res.statusCode).toBe(200);
    expect(ZTextPageResponse.parse(res.json()).data).toMatchObject({ sections: [], updatedAt: null });
  });

  it('lets an admin replace a page; the shop shows it at once and the audit log keeps both', async () => {
    const admin = await quickUser(t.db, { role: 'admin' });
    // Read first so the cached answer exists and must be dropped by the save.
    await call.get('/api/V2/home/refund-policy');
    const saved = await call.put(`${DASH}/text/refund`, refund, admin.headers);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe('Saved: the page in the shop shows it now');
    const page = ZTextPageResponse.parse((await call.get('/api/V2/home/refund-policy')).json()).data;
    expect(page.title).toBe('Refunds');
    expect(page.sections[0].body).toBe(
      'Cancel before baking.\n\n- Online: refunded in 7 days\n- Cash: nothing to refund',
    );

    await call.put(`${DASH}/text/refund`, { ...refund, title: 'Refund policy' }, admin.headers);
    const changes = await t.db
      .select()
      .from(auditChanges)
      .where(and(eq(auditChanges.entity, 'info-page'), eq(auditChanges.entityId, 'refund')));
    expect(changes).toHaveLength(2);
    const first = changes.find((c) => c.before === null);
    const second = changes.find((c) => c.before !== null);
    expect(first).toMatchObject({ after: { title: 'Refunds' } });
    expect(second).toMatchObject({ before: { title: 'Refunds' }, after: { title: 'Refund policy' } });

    const list = ZInfoPagesResponse.parse((await call.get(DASH, admin.headers)).json()).data;
    expect(list.map((p) => p.key)).toEqual(['about', 'terms', 'privacy', 'refund', 'faq', 'contact']);
    expect(list.find((p) => p.key === 'refund')).toMatchObject({
      path: '/refund-policy',
      title: 'Refund policy',
    });
    expect(list.find((p) => p.key === 'about')?.updatedAt).toBeNull();
  });

  it('saves the FAQ and the contact page', async () => {
    const admin = await quickUser(t.db, { role: 'admin' });
    expect((await call.put(`${DASH}/faq`, FAQ_PAGE, admin.headers)).statusCode).toBe(200);
    const faq = ZFaqPageResponse.parse((await call.get(`${DASH}/faq`, admin.headers)).json()).data;
    expect(faq.groups[0].name).toBe('Ordering');
    const contact = {
      title: 'Contact us',
      intro: 'Write to us.',
      hours: 'Every day 08:00–20:00',
      branches: [{ name: 'Patan', address: 'Mangal Bazar, Lalitpur', mapUrl: '', hours: '10–18' }],
    };
    const res = await call.put(`${DASH}/contact`, contact, admin.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(ZContactPageResponse.parse(res.json()).data.branches[0].mapUrl).toBeNull();
  });

  it('refuses invalid content with a message per field', async () => {
    const admin = await quickUser(t.db, { role: 'admin' });
    const bad = await call.put(
      `${DASH}/text/terms`,
      {
        title: '',
        summary: 'ok summary',
        sections: [{ heading: 'Fine', body: '   ' }],
      },
      admin.headers,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      title: ['Enter a title'],
      'sections/0/body': ['Write the text of the section'],
    });
    const noSections = await call.put(`${DASH}/text/terms`, { ...refund, sections: [] }, admin.headers);
    expect(noSections.json().errors.sections).toEqual(['Add at least one section']);
    const map = await call.put(
      `${DASH}/contact`,
      {
        title: 'Contact',
        intro: 'Hello there',
        hours: 'Always',
        branches: [{ name: 'Patan', address: 'Mangal Bazar', mapUrl: 'javascript:alert(1)', hours: '10–18' }],
      },
      admin.headers,
    );
    expect(map.statusCode).toBe(400);
    expect(map.json().errors['branches/0/mapUrl']).toEqual(['A map link starts with https://']);
    const unknown = await call.put(`${DASH}/text/careers`, refund, admin.headers);
    expect(unknown.statusCode).toBe(400);
    const faq = await call.put(
      `${DASH}/faq`,
      {
        title: 'FAQ',
        intro: 'Hi there',
        groups: [],
      },
      admin.headers,
    );
    expect(faq.json().errors.groups).toEqual(['Add at least one group']);
  });

  it('is for admins only', async () => {
    const seller = await quickUser(t.db, { role: 'seller' });
    const customer = await quickUser(t.db);
    for (const who of [seller, customer]) {
      expect((await call.get(DASH, who.headers)).statusCode).toBe(403);
      expect((await call.put(`${DASH}/text/refund`, refund, who.headers)).statusCode).toBe(403);
      expect((await call.get(`${DASH}/faq`, who.headers)).statusCode).toBe(403);
    }
    expect((await call.get(DASH)).statusCode).toBe(401);
    expect((await call.put(`${DASH}/text/refund`, refund, {})).statusCode).toBe(401);
  });
});
