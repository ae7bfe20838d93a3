import { ZContactChangedResponse } from '@upahar/contract';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { DEFAULT_TEST_PASSWORD } from '../../db/factories/users.ts';
import { outbox, users } from '../../db/schema/index.ts';
import { it, t } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';
import { api } from '../../test/requests.ts';
import { newNumber, textedCode, userWithPhone } from './phone-test-kit.ts';

const { post } = api(t);
const mailsTo = (email: string) =>
  t.db.select().from(outbox).where(eq(outbox.recipient, email)).orderBy(outbox.createdAt);
const linkToken = (text: string) => text.match(/\/verify\/email-change\?token=([\w-]+)/)?.[1] ?? '';

describe('changing the e-mail address', () => {
  it('changes only once the link mailed to the new address is opened, and tells the old one', async () => {
    const me = await quickUser(t.db, { email: 'old.address@example.com' });
    const wrong = await post('update-email', { email: 'new.address@example.com', password: 'nope-nope' }, me);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.password[0]).toBe('Enter your current password to change your e-mail');
    const asked = await post(
      'update-email',
      { email: 'New.Address@example.com', password: DEFAULT_TEST_PASSWORD },
      me,
    );
    expect(asked.statusCode, asked.payload).toBe(200);
    expect(asked.json().message).toBe(
      'We sent a link to new.address@example.com. Your e-mail stays the same until you open it.',
    );
    const [stillOld] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, me.user.id));
    expect(stillOld.email).toBe('old.address@example.com');

    const [mail] = await mailsTo('new.address@example.com');
    const token = linkToken(mail.text);
    const done = await post('verify-email', { token });
    expect(ZContactChangedResponse.parse(done.json()).data.profile).toMatchObject({
      email: 'new.address@example.com',
      emailVerified: true,
    });
    expect((await mailsTo('old.address@example.com')).at(-1)?.subject).toBe(
      'Your Upahar e-mail address was changed',
    );
    // The link works once.
    expect((await post('verify-email', { token })).statusCode).toBe(400);
  });

  it('answers the same when the address belongs to someone else, whose owner is told instead', async () => {
    const me = await quickUser(t.db);
    const other = await quickUser(t.db, { email: 'taken.address@example.com' });
    const asked = await post(
      'update-email',
      { email: other.user.email, password: DEFAULT_TEST_PASSWORD },
      me,
    );
    expect(asked.statusCode).toBe(200);
    expect(asked.json().message).toContain('We sent a link to taken.address@example.com');
    const [mail] = await mailsTo('taken.address@example.com');
    expect(mail.subject).toBe('Someone tried to use your e-mail address on Upahar');
    expect(linkToken(mail.text)).toBe('');
  });

  it('only the newest link works', async () => {
    const me = await quickUser(t.db);
    await post('update-email', { email: 'first.try@example.com', password: DEFAULT_TEST_PASSWORD }, me);
    await post('update-email', { email: 'second.try@example.com', password: DEFAULT_TEST_PASSWORD }, me);
    const [first] = await mailsTo('first.try@example.com');
    expect((await post('verify-email', { token: linkToken(first.text) })).statusCode).toBe(400);
  });
});

describe('changing the phone number', () => {
  it('texts a code to the new number and saves it, proven, once the code is entered', async () => {
    const me = await quickUser(t.db);
    const phone = newNumber();
    const asked = await post('update-phone', { phone: `+977 ${phone}` }, me);
    expect(asked.statusCode, asked.payload).toBe(200);
    expect(asked.json().data).toEqual({ kind: 'phone', value: phone });
    const bad = await post('verify-phone', { code: '000000' }, me);
    expect(bad.statusCode).toBe(400);
    const code = await textedCode(t, phone);
    const done = await post('verify-phone', { code }, me);
    expect(done.json().data.profile).toMatchObject({ phone, phoneVerified: true });
    expect((await mailsTo(me.user.email)).at(-1)?.subject).toBe('Your Upahar phone number was changed');
    // The code is spent.
    expect((await post('verify-phone', { code }, me)).statusCode).toBe(400);
  });

  it('refuses a number that already signs in to another account, after the code proves it', async () => {
    const phone = newNumber();
    await userWithPhone(t, phone);
    const me = await quickUser(t.db);
    await post('update-phone', { phone }, me);
    const res = await post('verify-phone', { code: await textedCode(t, phone) }, me);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This number already signs in to another Upahar account');
  });

  it('asks for a code first, and needs a signed-in user', async () => {
    const me = await quickUser(t.db);
    const res = await post('verify-phone', { code: '123456' }, me);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Ask for a code first: enter the new number and send the code');
    expect((await post('update-phone', { phone: newNumber() })).statusCode).toBe(401);
    expect((await post('update-phone', { phone: '12345' }, me)).statusCode).toBe(400);
  });
});
