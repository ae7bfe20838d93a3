import { mobileMessage } from '@upahar/contract';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { outbox, users } from '../../db/schema/index.ts';
import { freezeClock } from '../../test/clock.ts';
import { it } from '../../test/fixtures.ts';
import {
  askCode,
  checkCode,
  newNumber,
  post,
  textedCode,
  textsTo,
  userWithPhone,
  wrongCode,
} from './phone-test-kit.ts';

const MINUTE = 60_000;

describe('asking for a code', () => {
  it('texts a 6-digit code through the outbox, with the same answer for a number with or without an account', async ({
    t,
  }) => {
    const known = newNumber();
    const unknown = newNumber();
    await userWithPhone(t, known);
    const answers = [];
    for (const phone of [known, unknown]) {
      const res = await askCode(t, phone);
      expect(res.statusCode).toBe(200);
      answers.push(JSON.stringify(res.json()).replaceAll(phone, 'NUMBER'));
      const texts = await textsTo(t, phone);
      expect(texts).toHaveLength(1);
      expect(texts[0].text).toMatch(
        /^\d{6} is your Upahar sign-in code\. It works for 5 minutes\. Do not share it with anyone\.$/,
      );
    }
    expect(answers[0]).toBe(answers[1]);
    expect(JSON.parse(answers[0])).toMatchObject({
      message: 'We have sent a 6-digit code to NUMBER. It works for 5 minutes.',
      data: { phone: 'NUMBER', expiresInSeconds: 300, resendInSeconds: 60 },
    });
  });

  it('keeps only a hash of the code', async ({ t }) => {
    const phone = newNumber();
    await askCode(t, phone);
    const code = await textedCode(t, phone);
    const rows = await t.db.execute(`select * from phone_codes where phone = '${phone}'`);
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  it('reads a number written the way people write it, and refuses one that is no Nepali mobile', async ({
    t,
  }) => {
    const phone = newNumber();
    expect((await askCode(t, `+977 ${phone.slice(0, 3)}-${phone.slice(3)}`)).statusCode).toBe(200);
    expect(await textsTo(t, phone)).toHaveLength(1);
    // Smart Telecom's numbers start 96: they take texts like the others.
    const smart = `96${phone.slice(2)}`;
    expect((await askCode(t, smart)).statusCode, smart).toBe(200);
    for (const bad of ['9512345678', '014412345', '98412345', 'nine-eight']) {
      const res = await askCode(t, bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().errors.phone).toEqual([mobileMessage()]);
    }
  });

  it('shows the text on the development mailbox, under SMS, for that number', async ({ t }) => {
    const phone = newNumber();
    await askCode(t, phone);
    const code = await textedCode(t, phone);
    const page = await t.app.inject({
      method: 'GET',
      url: `/dev/mailbox?to=${phone}`,
      remoteAddress: '127.0.0.1',
      headers: { host: 'localhost:3000' },
    });
    expect(page.statusCode).toBe(200);
    const sms = page.payload.slice(page.payload.indexOf('<h2 id="sms">SMS</h2>'));
    expect(sms).toContain(`<article class="mail sms" data-to="${phone}">`);
    expect(sms).toContain(`${code} is your Upahar sign-in code.`);
  });
});

describe('signing in with the code', () => {
  it('signs a known number in with the same data as an e-mail login, once', async ({ t }) => {
    const phone = newNumber();
    const user = await userWithPhone(t, phone);
    await askCode(t, phone);
    const code = await textedCode(t, phone);
    const res = await checkCode(t, { phone, code });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Welcome back!');
    expect(body.data.user).toMatchObject({ id: user.id, phone, role: 'customer' });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/V2/current-user',
      headers: { authorization: `Bearer ${body.data.token}` },
    });
    expect(me.json().data.user.id).toBe(user.id);

    const again = await checkCode(t, { phone, code });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('That code has already been used. Please ask for a new code.');
  });

  it('asks a new number for a name, then makes a customer account with the same code', async ({ t }) => {
    const phone = newNumber();
    await askCode(t, phone);
    const code = await textedCode(t, phone);
    const first = await checkCode(t, { phone, code });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      data: { needsName: true },
      message: 'This number has no account yet. Tell us your name to create one.',
    });

    const made = await checkCode(t, { phone, code, name: '  Maya Gurung ' });
    expect(made.statusCode).toBe(200);
    expect(made.json().message).toBe('Welcome to Upahar!');
    const { user, token } = made.json().data;
    expect(token).toEqual(expect.any(String));
    expect(user).toMatchObject({
      name: 'Maya Gurung',
      phone,
      role: 'customer',
      email: '',
      emailVerified: false,
    });
    expect(user.username).toMatch(/^mayagurung_\d+$/);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row.phoneVerifiedAt).not.toBeNull();
    expect(row.passwordHash).toBeNull();

    // The next time the number is known, and the account has no password to guess.
    freezeClock(new Date(Date.now() + 2 * MINUTE));
    await askCode(t, phone);
    const back = await checkCode(t, { phone, code: await textedCode(t, phone) });
    expect(back.json().data.user.id).toBe(user.id);
    const byMail = await post(t, 'login/user', { email: row.email, password: 'anything-at-all' });
    expect(byMail.statusCode).toBe(401);
    expect(await t.db.select().from(outbox).where(eq(outbox.recipient, row.email))).toEqual([]);
  });

  it('does not open an account whose number was typed at sign-up and never proven', async ({ t }) => {
    const phone = newNumber();
    const [typed] = await t.db
      .insert(users)
      .values({
        name: 'Someone Else',
        username: `typed_${phone}`,
        email: `typed.${phone}@example.com`,
        phone,
      })
      .returning();
    await askCode(t, phone);
    const res = await checkCode(t, { phone, code: await textedCode(t, phone), name: 'Ram Thapa' });
    expect(res.json().data.user.id).not.toBe(typed.id);
  });

  it('keeps a number proven only while it stays the same in the profile', async ({ t }) => {
    const phone = newNumber();
    await askCode(t, phone);
    const made = await checkCode(t, { phone, code: await textedCode(t, phone), name: 'Maya Gurung' });
    const headers = { authorization: `Bearer ${made.json().data.token}` };
    const update = (body: object) =>
      t.app.inject({ method: 'POST', url: '/api/V2/user-profile', payload: body, headers });
    expect((await update({ name: 'Maya G.', phone })).statusCode).toBe(200);
    const refused = await update({ name: 'Maya G.', phone: newNumber() });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('You sign in with this number, so it cannot be changed here.');

    const other = newNumber();
    const withPassword = await userWithPhone(t, other);
    const login = await post(t, 'login/user', { email: withPassword.email, password: withPassword.password });
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/V2/user-profile',
      payload: { name: 'Sita', phone: newNumber() },
      headers: { authorization: `Bearer ${login.json().data.token}` },
    });
    expect(changed.statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, withPassword.id));
    expect(row.phoneVerifiedAt).toBeNull();
  });

  it('counts wrong codes: 5 tries, then the code is dead even when right', async ({ t }) => {
    const phone = newNumber();
    await askCode(t, phone);
    const code = await textedCode(t, phone);
    const messages = [];
    for (let i = 0; i < 5; i++) {
      const res = await checkCode(t, { phone, code: wrongCode(code) });
      expect(res.statusCode).toBe(400);
      messages.push(res.json().message);
    }
    expect(messages).toEqual([
      'That code is not right. 4 tries left.',
      'That code is not right. 3 tries left.',
      'That code is not right. 2 tries left.',
      'That code is not right. 1 try left.',
      'That code is not right, and it had too many wrong tries. Please ask for a new code.',
    ]);
    const right = await checkCode(t, { phone, code, name: 'Maya Gurung' });
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe('That code had too many wrong tries. Please ask for a new code.');
  });

  it('takes a code for 5 minutes only', async ({ t }) => {
    const start = freezeClock(new Date('2025-06-11T04:00:00Z'));
    const phone = newNumber();
    await userWithPhone(t, phone);
    await askCode(t, phone);
    const code = await textedCode(t, phone);
    freezeClock(new Date(start.getTime() + 5 * MINUTE + 1000));
    const late = await checkCode(t, { phone, code });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(
      'That code has expired: codes work for 5 minutes. Please ask for a new code.',
    );

    freezeClock(new Date(start.getTime() + 6 * MINUTE));
    await askCode(t, phone);
    const fresh = await textedCode(t, phone);
    freezeClock(new Date(start.getTime() + 10 * MINUTE + 59_000));
    expect((await checkCode(t, { phone, code: fresh })).statusCode).toBe(200);
  });

  it('answers a number that was never sent a code', async ({ t }) => {
    const res = await checkCode(t, { phone: newNumber(), code: '123456' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('No code has been sent to this number. Please ask for a new code.');
  });
});
