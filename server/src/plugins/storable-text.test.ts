import { ZErrorResponse } from '@upahar/contract';
import { describe, expect } from 'vitest';
import { UNSTORABLE_MESSAGE } from '../lib/storable-text.ts';
import { it, t } from '../test/fixtures.ts';
import { quickUser } from '../test/login-as.ts';
import { multipart, png } from '../test/multipart.ts';

// Text the database cannot hold (a NUL, half of a UTF-16 pair) is refused with one clear 400
// wherever a request carries text, before any schema or service sees it.

async function refused(res: { statusCode: number; json(): unknown }, field: string) {
  expect(res.statusCode).toBe(400);
  const body = ZErrorResponse.parse(res.json());
  expect(body.message).toBe(UNSTORABLE_MESSAGE);
  expect(body.errors?.[field]).toEqual([UNSTORABLE_MESSAGE]);
}

describe('text that cannot be stored', () => {
  it('is refused in a JSON body, at any depth and in keys', async () => {
    const signUp = (name: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/V2/user-signup',
        payload: {
          name,
          username: 'sita_rai',
          email: 'sita@example.com',
          password: 'correct horse',
          confirmPassword: 'correct horse',
        },
      });
    await refused(await signUp('Sita \ud800Rai'), 'name');
    await refused(await signUp('Sita\u0000'), 'name');
    await refused(await signUp('Sita \udc00'), 'name');
    const admin = await quickUser(t.db, { role: 'admin' });
    const nested = await t.app.inject({
      method: 'PUT',
      url: '/api/dashboard/v1/info-pages/faq',
      headers: admin.headers,
      payload: { groups: [{ title: 'Orders', items: [{ question: 'Q\u0000?', answer: 'A' }] }] },
    });
    await refused(nested, 'groups.0.items.0.question');
    const key = await t.app.inject({
      method: 'PUT',
      url: '/api/dashboard/v1/info-pages/faq',
      headers: admin.headers,
      payload: { 'groups\ud800': [] },
    });
    await refused(key, 'groups\ud800');
  });

  it('is refused in the query, the path and the headers', async () => {
    await refused(await t.app.inject('/api/V2/search?query=cake%00'), 'query');
    await refused(await t.app.inject('/api/V2/blog/x%00y'), 'slug');
    const header = await t.app.inject({
      url: '/api/V2/search?query=cake',
      headers: { 'idempotency-key': 'a\u0000b' },
    });
    await refused(header, 'headers.idempotency-key');
  });

  it('is refused in the fields and the file name of an upload', async () => {
    const me = await quickUser(t.db);
    const bytes = await png();
    const field = multipart({ orderId: 'x\u0000' }, { name: 'cake.png', type: 'image/png', bytes });
    const upload = (form: typeof field) =>
      t.app.inject({
        method: 'POST',
        url: '/api/V2/order-upload-image',
        headers: { ...me.headers, ...form.headers },
        payload: form.payload,
      });
    await refused(await upload(field), 'orderId');
    const name = multipart({}, { name: 'cake\u0000.png', type: 'image/png', bytes });
    await refused(await upload(name), 'file');
  });

  it('lets every real character through, emoji and Devanagari included', async () => {
    const res = await t.app.inject(`/api/V2/search?query=${encodeURIComponent('केक 🎂')}`);
    expect(res.statusCode).toBe(200);
  });
});
