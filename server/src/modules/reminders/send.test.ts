import { ZGiftLinkResponse } from '@upahar/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { createOrder, createProduct } from '../../db/factories/index.ts';
import { outbox, products } from '../../db/schema/index.ts';
import { freezeKathmandu } from '../../test/clock.ts';
import { it, t } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';
import { api } from '../../test/requests.ts';
import { setSuggestions } from './desk.ts';
import { sendDueReminders } from './send.ts';

// The reminders job: each occasion's reminder goes out exactly once per day it falls on, however
// many runs (instances, retries) see it; its links fill the cart and stop the next ones.

const shop = api(t);
const run = () => sendDueReminders({ db: t.db, publicUrl: 'https://upahar.test' });

/** A shopper with one person whose occasion falls on 14 June 2025, three days after the test day. */
async function soonOccasion(over: Record<string, unknown> = {}, user: Parameters<typeof quickUser>[1] = {}) {
  freezeKathmandu(9);
  const me = await quickUser(t.db, user);
  const body = {
    name: 'Aama',
    phone: '9841000001',
    occasions: [{ kind: 'birthday', calendar: 'ad', month: 6, day: 14, daysBefore: 5, ...over }],
  };
  const res = await shop.post('reminder-people', body, me);
  expect(res.statusCode, res.body).toBe(201);
  return me;
}

const mailsTo = (to: string) => t.db.select().from(outbox).where(eq(outbox.recipient, to));
const tokenIn = (text: string, path: string) => new RegExp(`${path}/([\\w-]+)`).exec(text)?.[1] ?? '';

describe('occasion reminders', () => {
  it('are sent once however often and however many at once the job runs', async () => {
    const me = await soonOccasion();
    expect(await run()).toEqual({ sent: 1 });
    expect(await run()).toEqual({ sent: 0 });
    const both = await Promise.all([run(), run(), run()]);
    expect(both.reduce((n, r) => n + r.sent, 0)).toBe(0);
    const mails = await mailsTo(me.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe("Aama's birthday is in 3 days");
    expect(mails[0].text).toContain('14 Jun 2025');
    expect(mails[0].headers?.['List-Unsubscribe']).toMatch(
      /^<https:\/\/upahar\.test\/reminders\/stop\/[\w-]{40,}>$/,
    );

    // Another shopper's occasion seen by several runs at once: still one message.
    const other = await soonOccasion({ daysBefore: 3 });
    const together = await Promise.all([run(), run(), run()]);
    expect(together.reduce((n, r) => n + r.sent, 0)).toBe(1);
    expect(await mailsTo(other.user.email)).toHaveLength(1);
  });

  it('waits until the occasion is within its days before, and texts when asked, in Nepali', async () => {
    const far = await soonOccasion({ daysBefore: 2 });
    expect(await run()).toEqual({ sent: 0 });
    expect(await mailsTo(far.user.email)).toHaveLength(0);
    const texted = await soonOccasion({ channel: 'sms' }, { phone: '9812345678', locale: 'ne' });
    expect((await run()).sent).toBe(1);
    const [sms] = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.channel, 'sms'), eq(outbox.recipient, '9812345678')));
    expect(sms.text).toContain('उपहार');
    expect(sms.text).toContain('/ne/gifts/');
    expect(await mailsTo(texted.user.email)).toHaveLength(0);
  });

  it("fills the shopper's cart with last time's gift, skipping what is not sold any more", async () => {
    const me = await soonOccasion();
    const cake = await createProduct(t.db, { name: 'Black Forest Cake', pricePaisa: 150_000 });
    const roses = await createProduct(t.db, { name: 'Red Roses', pricePaisa: 90_000 });
    await createOrder(t.db, {
      userId: me.user.id,
      address: { phoneNumber: '9841000001' },
      items: [
        { productId: cake.id, quantity: 2, unitPricePaisa: 150_000 },
        { productId: roses.id, quantity: 1, unitPricePaisa: 90_000 },
      ],
    });
    await t.db.update(products).set({ isActive: false }).where(eq(products.id, roses.id));
    await run();
    const [mail] = await mailsTo(me.user.email);
    expect(mail.text).toContain('same gift as last time');
    const token = tokenIn(mail.text, 'gifts');

    const read = await shop.get(`gift-links/${token}`);
    expect(read.statusCode, read.body).toBe(200);
    const gift = ZGiftLinkResponse.parse(read.json()).data.gift;
    expect(gift).toMatchObject({
      personName: 'Aama',
      kind: 'birthday',
      date: '2025-06-14',
      fromLastGift: true,
    });
    expect(gift.items.map((i) => [i.name, i.quantity, i.available])).toEqual([
      ['Black Forest Cake', 2, true],
      ['Red Roses', 1, false],
    ]);

    expect((await shop.post(`gift-links/${token}/cart`)).statusCode).toBe(401);
    const stranger = await quickUser(t.db);
    expect((await shop.post(`gift-links/${token}/cart`, undefined, stranger)).statusCode).toBe(404);
    const filled = await shop.post(`gift-links/${token}/cart`, undefined, me);
    expect(filled.statusCode, filled.body).toBe(200);
    expect(filled.json().data).toEqual({
      added: 1,
      skipped: [{ name: 'Red Roses', reason: 'No longer sold' }],
    });
    const cart = (await shop.get('cart', me)).json().data;
    expect(cart.cartItems.map((i: { name: string; quantity: number }) => [i.name, i.quantity])).toEqual([
      ['Black Forest Cake', 2],
    ]);
    expect((await shop.get('gift-links/not-a-real-token-at-all-here')).statusCode).toBe(404);
  });

  it("offers staff's suggestions when the person has had no gift yet", async () => {
    const me = await soonOccasion();
    const card = await createProduct(t.db, { name: 'Birthday Card' });
    await setSuggestions({ db: t.db, kind: 'birthday', productIds: [card.id] });
    await run();
    const [mail] = await mailsTo(me.user.email);
    expect(mail.text).toContain('We picked a few gifts');
    const gift = (await shop.get(`gift-links/${tokenIn(mail.text, 'gifts')}`)).json().data.gift;
    expect(gift.fromLastGift).toBe(false);
    expect(gift.items.map((i: { name: string }) => i.name)).toEqual(['Birthday Card']);
  });

  it('stops from the link without a login, and starts again', async () => {
    const me = await soonOccasion();
    await run();
    const [mail] = await mailsTo(me.user.email);
    const token = tokenIn(mail.text, 'reminders/stop');
    expect((await shop.get(`reminder-subscriptions/${token}`)).json().data.subscription).toEqual({
      personName: 'Aama',
      kind: 'birthday',
      label: '',
      subscribed: true,
    });
    const stopped = await shop.post(`reminder-subscriptions/${token}`, { subscribed: false });
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(stopped.json().data.subscription.subscribed).toBe(false);
    const people = (await shop.get('reminder-people', me)).json().data.people;
    expect(people[0].occasions[0].subscribed).toBe(false);

    // Next year's reminder (the one sent moved a year back) does not go out...
    const { forgetSentReminders } = await import('./send.ts');
    await forgetSentReminders({ db: t.db, email: me.user.email });
    expect(await run()).toEqual({ sent: 0 });
    // ...until the shopper starts them again.
    await shop.post(`reminder-subscriptions/${token}`, { subscribed: true });
    expect(await run()).toEqual({ sent: 1 });
    expect((await shop.post(`reminder-subscriptions/${token}`, { subscribed: 'no' })).statusCode).toBe(400);
    expect((await shop.post('reminder-subscriptions/short', { subscribed: false })).statusCode).toBe(400);
  });

  it("stops in one click from a mail app's Unsubscribe button (a form post to the link)", async () => {
    const me = await soonOccasion();
    await run();
    const [mail] = await mailsTo(me.user.email);
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const address = /^<https:\/\/upahar\.test(\/reminders\/stop\/[\w-]+)>$/.exec(
      mail.headers?.['List-Unsubscribe'] ?? '',
    )?.[1];
    const post = (url: string, type = 'application/x-www-form-urlencoded') =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': type },
        payload: 'List-Unsubscribe=One-Click',
      });
    const res = await post(address ?? '');
    expect(res.statusCode, res.body).toBe(200);
    const people = (await shop.get('reminder-people', me)).json().data.people;
    expect(people[0].occasions[0].subscribed).toBe(false);
    // The Nepali page's address takes it too; an unknown or mangled token is a 404 or a 400.
    expect((await post(`/ne${address}`, 'multipart/form-data; boundary=x')).statusCode).toBe(200);
    expect((await post(`/reminders/stop/${'x'.repeat(40)}`)).statusCode).toBe(404);
    expect((await post('/reminders/stop/short')).statusCode).toBe(400);
  });
});
