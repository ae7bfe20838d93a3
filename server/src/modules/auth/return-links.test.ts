import { desc, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { createUser } from '../../db/factories/users.ts';
import { outbox } from '../../db/schema/index.ts';
import { test as it, t } from '../../test/fixtures.ts';
import { api } from '../../test/requests.ts';

// The page a shopper was on (the checkout, say) survives sign-up, the confirmation e-mail, a
// resent link and a password reset: it rides in the mailed links, only ever as a same-site path.

// Mail that a request queues after its answer is in the outbox once the request resolves.
const { post } = api(t, { settle: true });

/** Every link of the newest e-mail to `email`, parsed. */
async function mailedLinks(email: string): Promise<URL[]> {
  const [mail] = await t.db
    .select()
    .from(outbox)
    .where(eq(outbox.recipient, email.toLowerCase()))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  if (!mail) throw new Error(`nothing mailed to ${email}`);
  return (mail.text.match(/https?:\/\/\S+/g) ?? []).map((s) => new URL(s));
}

const signup = (over: object = {}) => {
  const id = Math.random().toString(36).slice(2, 8);
  return {
    name: 'Ram Bahadur',
    username: `ram_${id}`,
    email: `ram.${id}@example.com`,
    password: 'dal-bhat-power',
    confirmPassword: 'dal-bhat-power',
    source: 'web',
    ...over,
  };
};

const UNSAFE = [
  'https://evil.com/cart',
  '//evil.com',
  '/\\evil.com',
  '/\t/evil.com',
  'javascript:alert(1)',
  'cart',
  '/login',
];

describe('the return page in account e-mails', () => {
  it('rides in the verification link of a sign-up, after the token', async () => {
    const body = signup({ referrer: '/cart?step=2' });
    expect((await post('user-signup', body)).statusCode).toBe(201);
    const [link] = await mailedLinks(body.email);
    expect(link.pathname).toBe('/user-confirm');
    expect([...link.searchParams.keys()]).toEqual(['token', 'referrer']);
    expect(link.searchParams.get('referrer')).toBe('/cart?step=2');
    // The token still confirms the address as before.
    const confirm = await post('user-confirm', { token: link.searchParams.get('token') as string });
    expect(confirm.statusCode).toBe(200);
  });

  it('is left out when the sign-up has none', async () => {
    const body = signup();
    await post('user-signup', body);
    const [link] = await mailedLinks(body.email);
    expect([...link.searchParams.keys()]).toEqual(['token']);
  });

  it('is normalised to the path it stands for', async () => {
    const body = signup({ referrer: '/product/../cart?step=2' });
    await post('user-signup', body);
    const [link] = await mailedLinks(body.email);
    expect(link.searchParams.get('referrer')).toBe('/cart?step=2');
  });

  it.each(UNSAFE)('refuses the sign-up with the unsafe return page %j, sending nothing', async (referrer) => {
    const body = signup({ referrer });
    const res = await post('user-signup', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status: 'error',
      errors: { referrer: ['The return page must be a page of this shop, like /cart'] },
    });
    const mails = await t.db.select().from(outbox).where(eq(outbox.recipient, body.email));
    expect(mails).toHaveLength(0);
  });

  it('refuses an overlong return page with a message, never a 500', async () => {
    const res = await post('user-signup', signup({ referrer: `/${'a'.repeat(600)}` }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.referrer).toEqual(['The return page must be at most 500 characters']);
  });

  it('goes into both links of the "you already have an account" e-mail', async () => {
    const existing = await createUser(t.db);
    await post('user-signup', signup({ email: existing.email, referrer: '/cart?step=2' }));
    const links = await mailedLinks(existing.email);
    expect(links.map((l) => l.pathname)).toEqual(['/login', '/reset-password']);
    for (const link of links) expect(link.searchParams.get('referrer')).toBe('/cart?step=2');
  });

  it('rides in a resent verification link', async () => {
    const user = await createUser(t.db, { verified: false });
    const res = await post('resend-confirmation', { email: user.email, referrer: '/cart?step=2' });
    expect(res.statusCode).toBe(200);
    const [link] = await mailedLinks(user.email);
    expect(link.pathname).toBe('/user-confirm');
    expect(link.searchParams.get('referrer')).toBe('/cart?step=2');
  });

  it('rides in a password reset link', async () => {
    const user = await createUser(t.db);
    expect((await post('forgot-password', { email: user.email, referrer: '/cart' })).statusCode).toBe(200);
    const [link] = await mailedLinks(user.email);
    expect(link.pathname).toBe('/reset-password');
    expect(link.searchParams.get('referrer')).toBe('/cart');
  });

  it.each(['resend-confirmation', 'forgot-password'])('%s refuses an unsafe return page', async (url) => {
    const user = await createUser(t.db, { verified: false });
    for (const referrer of UNSAFE) {
      const res = await post(url, { email: user.email, referrer });
      expect(res.statusCode, referrer).toBe(400);
      expect(res.json().errors.referrer, referrer).toBeDefined();
    }
    const mails = await t.db.select().from(outbox).where(eq(outbox.recipient, user.email));
    expect(mails).toHaveLength(0);
  });
});
