import { ZFaqPageResponse, ZTextPageResponse } from '@upahar/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { auditChanges } from '../../db/schema/index.ts';
import { FAQ_PAGE } from '../../db/seed/demo-data/info-faq.ts';
import { seedInfoPages } from '../../db/seed/info-pages.ts';
import { it, t, testWith } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';
import { api } from '../../test/requests.ts';

// The information pages in Nepali: staff write a Nepali twin beside any English text, and a
// request in Nepali reads the twins where they exist and the English everywhere else.

const DASH = '/api/dashboard/v1/info-pages';
const NE = { 'accept-language': 'ne' };
const call = api(t, { base: '' });

const refund = {
  title: 'Refunds',
  titleNe: 'रकम फिर्ता',
  summary: 'How refunds work.',
  sections: [
    { heading: 'Cancelling', headingNe: 'रद्द गर्ने', body: 'Cancel before baking.', bodyNe: '' },
    { heading: 'Damaged', body: 'Send a photo.', bodyNe: 'फोटो पठाउनुहोस्।' },
  ],
};

describe('information pages in Nepali', () => {
  it('answers a Nepali request with the seeded Nepali texts and an English one in English', async () => {
    await seedInfoPages(t.db);
    const ne = await call.get('/api/V2/about-us', NE);
    expect(ne.statusCode).toBe(200);
    const page = ZTextPageResponse.parse(ne.json()).data;
    expect(page.title).toBe('Upahar को बारेमा');
    expect(page.sections[0].heading).toBe('हाम्रो कथा');
    // The answer holds one text per field: the stored twins never go out under their own names.
    expect(ne.body).not.toContain('titleNe');
    expect(ne.body).not.toContain('bodyNe');

    const en = ZTextPageResponse.parse((await call.get('/api/V2/about-us')).json()).data;
    expect(en.title).toBe('About Upahar');
    expect(en.sections[0].heading).toBe('Our story');

    const faq = ZFaqPageResponse.parse((await call.get('/api/V2/faq', NE)).json()).data;
    expect(faq.title).toBe('बारम्बार सोधिने प्रश्नहरू');
    expect(faq.groups[0].items[0].question).toBe('अर्डर गर्न खाता चाहिन्छ?');
    const contact = (await call.get('/api/V2/contact-us', NE)).json().data;
    expect(contact.branches[0]).toMatchObject({ name: 'लाजिम्पाट (मुख्य कार्यालय)', mapUrl: expect.any(String) });
  });

  it('falls back to the English text field by field where no Nepali was written', async () => {
    const admin = await quickUser(t.db, { role: 'admin' });
    expect((await call.put(`${DASH}/text/refund`, refund, admin.headers)).statusCode).toBe(200);
    const page = ZTextPageResponse.parse((await call.get('/api/V2/home/refund-policy', NE)).json()).data;
    expect(page.title).toBe('रकम फिर्ता');
    expect(page.summary).toBe('How refunds work.');
    expect(page.sections).toEqual([
      { heading: 'रद्द गर्ने', body: 'Cancel before baking.' },
      { heading: 'Damaged', body: 'फोटो पठाउनुहोस्।' },
    ]);
  });

  it('keeps one cached answer per language, both dropped by a save', async () => {
    const admin = await quickUser(t.db, { role: 'admin' });
    await call.put(`${DASH}/text/refund`, refund, admin.headers);
    const en = await call.get('/api/V2/home/refund-policy');
    const ne = await call.get('/api/V2/home/refund-policy', NE);
    // Read again in the other order: each language keeps its own answer.
    expect((await call.get('/api/V2/home/refund-policy', NE)).json().data.title).toBe('रकम फिर्ता');
    expect((await call.get('/api/V2/home/refund-policy')).json().data.title).toBe('Refunds');
    expect(ne.headers.etag).not.toBe(en.headers.etag);
    expect(ne.headers.vary).toMatch(/accept-language/i);

    await call.put(`${DASH}/text/refund`, { ...refund, titleNe: 'पैसा फिर्ता' }, admin.headers);
    expect((await call.get('/api/V2/home/refund-policy', NE)).json().data.title).toBe('पैसा फिर्ता');
    expect((await call.get('/api/V2/home/refund-policy')).json().data.title).toBe('Refunds');
  });

  it('saves the Nepali texts from the dashboard, reads them back and keeps them in the audit log', async () => {
    const admin = await quickUser(t.db, { role: 'admin' });
    const saved = await call.put(`${DASH}/faq`, FAQ_PAGE, admin.headers);
    expect(saved.statusCode, saved.body).toBe(200);
    const faq = (await call.get(`${DASH}/faq`, admin.headers)).json().data;
    expect(faq.titleNe).toBe('बारम्बार सोधिने प्रश्नहरू');
    expect(faq.groups[0]).toMatchObject({ name: 'Ordering', nameNe: 'अर्डर गर्ने' });
    expect(faq.groups[0].items[0].answerNe).toContain('चेकआउटमा');

    // A blank Nepali text is none: the dashboard reads it back absent and the shop shows the English.
    const text = await call.put(`${DASH}/text/refund`, refund, admin.headers);
    expect(text.json().data.sections[0]).toEqual({
      heading: 'Cancelling',
      headingNe: 'रद्द गर्ने',
      body: 'Cancel before baking.',
    });
    const [change] = await t.db
      .select()
      .from(auditChanges)
      .where(and(eq(auditChanges.entity, 'info-page'), eq(auditChanges.entityId, 'refund')));
    expect(change.after).toMatchObject({
      titleNe: 'रकम फिर्ता',
      sections: [{ headingNe: 'रद्द गर्ने' }, { bodyNe: 'फोटो पठाउनुहोस्।' }],
    });
  });

  it('refuses a Nepali text that is too long, saying so in the language of the request', async () => {
    const admin = await quickUser(t.db, { role: 'admin' });
    const long = { ...refund, titleNe: 'क'.repeat(121) };
    const en = await call.put(`${DASH}/text/refund`, long, admin.headers);
    expect(en.statusCode).toBe(400);
    expect(en.json().errors.titleNe).toEqual(['Keep the Nepali text under 120 characters']);
    const ne = await call.put(`${DASH}/text/refund`, long, { ...admin.headers, ...NE });
    expect(ne.statusCode).toBe(400);
    expect(ne.json().errors.titleNe).toEqual(['नेपाली पाठ १२० अक्षरभित्र राख्नुहोस्']);
    const answer = await call.put(
      `${DASH}/faq`,
      {
        ...FAQ_PAGE,
        groups: [{ name: 'Ordering', items: [{ question: 'Why?', answer: 'Because.', answerNe: 7 }] }],
      },
      admin.headers,
    );
    expect(answer.statusCode).toBe(400);
    expect(Object.keys(answer.json().errors)).toEqual(['groups/0/items/0/answerNe']);
  });
});

const cached = testWith({
  responseCache: { enabled: true, ttlMs: 60_000, maxEntries: 500, maxBytes: 16 * 1024 * 1024 },
});

describe('information pages in Nepali in the shared cache', () => {
  cached('stores each language apart and forgets both on a save', async () => {
    await seedInfoPages(t.db);
    const admin = await quickUser(t.db, { role: 'admin' });
    const read = (h = {}) => call.get('/api/V2/about-us', h);
    expect((await read()).headers['x-cache']).toBe('miss');
    const ne = await read(NE);
    expect(ne.headers['x-cache']).toBe('miss');
    expect(ne.json().data.title).toBe('Upahar को बारेमा');
    expect((await read(NE)).headers['x-cache']).toBe('hit');
    const en = await read();
    expect(en.headers['x-cache']).toBe('hit');
    expect(en.json().data.title).toBe('About Upahar');

    const page = (await call.get(`${DASH}/text/about`, admin.headers)).json().data;
    await call.put(`${DASH}/text/about`, { ...page, titleNe: 'हाम्रो बारेमा' }, admin.headers);
    const after = await read(NE);
    expect(after.headers['x-cache']).toBe('miss');
    expect(after.json().data.title).toBe('हाम्रो बारेमा');
  });
});
