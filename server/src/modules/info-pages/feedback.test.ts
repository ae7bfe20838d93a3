import { randomUUID } from 'node:crypto';
import { ZFeedbackListResponse, ZFeedbackMessageResponse } from '@upahar/contract';
import { and, eq, like } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { auditChanges, feedbackMessages, outbox } from '../../db/schema/index.ts';
import { it, t, testWith } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';
import { api } from '../../test/requests.ts';

// The contact form: a visitor's message is kept and e-mailed to the admins, who work through
// it in the dashboard's inbox.

const DASH = '/api/dashboard/v1/feedback';
const FORM = '/api/V2/home/feedback';

const call = api(t, { base: '', settle: true });

const message = (over: Record<string, unknown> = {}) => ({
  name: 'Sita Maharjan',
  email: 'Sita@Example.com',
  phone: '',
  subject: 'delivery',
  orderNumber: '',
  message: 'Do you deliver to Sankhu on Saturday morning?',
  ...over,
});

const list = async (headers: Record<string, string>, query: string) => {
  const res = await call.get(`${DASH}?${query}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return ZFeedbackListResponse.parse(res.json());
};

describe('contact form', () => {
  it('keeps a message and e-mails every admin', async () => {
    const admin = await quickUser(t.db, { role: 'admin' });
    const res = await call.post(FORM, message({ orderNumber: 'UP-3F9A1C7B2E04', phone: '984-1234567' }), {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toMatch(/^Thank you!/);
    const [row] = await t.db.select().from(feedbackMessages);
    expect(row).toMatchObject({
      email: 'sita@example.com',
      phone: '9841234567',
      subject: 'delivery',
      orderNumber: 'UP-3F9A1C7B2E04',
      userId: null,
      handledAt: null,
    });
    const mails = await t.db.select().from(outbox).where(eq(outbox.recipient, admin.user.email));
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Contact form: Delivery — Sita Maharjan');
  });

  it('stores an empty phone and order number as none, and who was signed in', async () => {
    const member = await quickUser(t.db);
    expect((await call.post(FORM, message(), member.headers)).statusCode).toBe(200);
    const [row] = await t.db.select().from(feedbackMessages);
    expect(row).toMatchObject({ phone: null, orderNumber: null, userId: member.user.id });
  });

  it('refuses a bad message with a message per field, keeping nothing', async () => {
    const res = await call.post(
      FORM,
      {
        name: 'S',
        email: 'not-an-email',
        phone: '12345',
        subject: 'pizza',
        orderNumber: 'no spaces allowed',
        message: 'short',
      },
      {},
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      name: ['Enter your name'],
      email: ['Enter an e-mail like name@example.com'],
      phone: ['Enter a Nepali mobile number: 10 digits starting 96, 97 or 98, e.g. 9841234567'],
      subject: ['Choose what your message is about'],
      orderNumber: ['Enter the order number as it appears on your order, e.g. UP-3F9A1C7B2E04'],
      message: ['Write at least 10 characters so we can help'],
    });
    const long = await call.post(FORM, message({ message: 'x'.repeat(2001) }), {});
    expect(long.json().errors.message).toEqual(['Keep your message under 2000 characters']);
    expect(await t.db.select().from(feedbackMessages)).toEqual([]);
  });

  it('lists messages for admins by state and search, and marks them handled and open again', async () => {
    const admin = await quickUser(t.db, { role: 'admin' });
    const tag = randomUUID().slice(0, 8);
    await call.post(FORM, message({ name: `Ram ${tag}` }), {});
    await call.post(FORM, message({ name: `Hari ${tag}`, subject: 'order' }), {});
    const open = await list(admin.headers, `q=${tag}`);
    expect(open.data.messages.map((m) => m.name)).toEqual([`Hari ${tag}`, `Ram ${tag}`]);
    expect(open.data.open).toBe(2);
    expect(open.meta?.pagination?.total).toBe(2);

    const id = open.data.messages[0].id;
    const done = await call.put(`${DASH}/${id}`, { handled: true }, admin.headers);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().message).toBe('Marked as handled');
    expect(ZFeedbackMessageResponse.parse(done.json()).data.handledBy).toBe(admin.user.name);
    expect((await list(admin.headers, `q=${tag}`)).data.messages.map((m) => m.name)).toEqual([`Ram ${tag}`]);
    expect((await list(admin.headers, `q=${tag}&state=handled`)).data.messages.map((m) => m.id)).toEqual([
      id,
    ]);
    expect((await list(admin.headers, `q=${tag}&state=all`)).data.messages).toHaveLength(2);

    const again = await call.put(`${DASH}/${id}`, { handled: false }, admin.headers);
    expect(ZFeedbackMessageResponse.parse(again.json()).data).toMatchObject({
      handledAt: null,
      handledBy: null,
    });
    const changes = await t.db
      .select()
      .from(auditChanges)
      .where(and(eq(auditChanges.entity, 'feedback-message'), eq(auditChanges.entityId, id)));
    expect(changes).toHaveLength(2);
    expect((await call.put(`${DASH}/${randomUUID()}`, { handled: true }, admin.headers)).statusCode).toBe(
      404,
    );
    expect((await call.get(`${DASH}?state=maybe`, admin.headers)).statusCode).toBe(400);
  });

  it('keeps the inbox for admins only', async () => {
    const seller = await quickUser(t.db, { role: 'seller' });
    for (const who of [seller, await quickUser(t.db)]) {
      expect((await call.get(DASH, who.headers)).statusCode).toBe(403);
      expect((await call.put(`${DASH}/${randomUUID()}`, { handled: true }, who.headers)).statusCode).toBe(
        403,
      );
    }
    expect((await call.get(DASH)).statusCode).toBe(401);
  });
});

const limited = testWith({ rateLimit: true });

describe('contact form limits', () => {
  limited('answers 429 with a message after five messages in ten minutes', async ({ t: app }) => {
    const send = () =>
      app.app.inject({ method: 'POST', url: FORM, payload: message(), remoteAddress: '198.51.100.7' });
    for (let i = 0; i < 5; i++) expect((await send()).statusCode).toBe(200);
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many attempts\. Please wait \d+ seconds and try again\.$/);
    expect(
      await app.db.select().from(feedbackMessages).where(like(feedbackMessages.name, 'Sita%')),
    ).toHaveLength(5);
  });
});
