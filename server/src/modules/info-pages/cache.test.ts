import { describe, expect } from 'vitest';
import { seedInfoPages } from '../../db/seed/info-pages.ts';
import { t, testWith } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';
import { api } from '../../test/requests.ts';

// The information pages go through the shared response cache: an admin's save empties it, so the
// shop shows the new text at once; a contact-form message changes no page and leaves it be.

const it = testWith({
  responseCache: { enabled: true, ttlMs: 60_000, maxEntries: 500, maxBytes: 16 * 1024 * 1024 },
});

const { get } = api(t, { base: '' });

describe('information pages in the shared cache', () => {
  it('serves repeated reads from the cache until an admin saves the page', async () => {
    await seedInfoPages(t.db);
    const admin = await quickUser(t.db, { role: 'admin' });
    expect((await get('/api/V2/home/refund-policy')).headers['x-cache']).toBe('miss');
    expect((await get('/api/V2/home/refund-policy')).headers['x-cache']).toBe('hit');

    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/V2/home/feedback',
      payload: { name: 'Maya', email: 'maya@example.com', subject: 'other', message: 'Just saying namaste!' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect((await get('/api/V2/home/refund-policy')).headers['x-cache']).toBe('hit');

    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/dashboard/v1/info-pages/text/refund',
      headers: admin.headers,
      payload: {
        title: 'Refunds, simply',
        summary: 'Short and clear.',
        sections: [{ heading: 'All', body: 'Ask us.' }],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await get('/api/V2/home/refund-policy');
    expect(after.headers['x-cache']).toBe('miss');
    expect(after.json().data.title).toBe('Refunds, simply');
  });
});
