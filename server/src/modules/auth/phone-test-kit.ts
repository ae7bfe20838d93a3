import { and, desc, eq } from 'drizzle-orm';
import { createUser } from '../../db/factories/users.ts';
import { outbox } from '../../db/schema/index.ts';
import * as clock from '../../lib/clock.ts';
import type { TestApp } from '../../test/fixtures.ts';
import { api } from '../../test/requests.ts';

let next = 0;
/** A mobile number no other test uses. */
export const newNumber = () =>
  `98${String((Date.now() % 1e6) * 100 + (next++ % 100)).padStart(8, '0')}`.slice(0, 10);

/** A customer whose number was proven with a code earlier. */
export const userWithPhone = (t: TestApp, phone: string) =>
  createUser(t.db, { phone, phoneVerifiedAt: clock.now() });

/** A storefront request from one client address, the way the sign-in limits count them. */
export const post = (t: TestApp, path: string, payload: object, remoteAddress = '198.51.100.7') =>
  api(t).post(path, payload, { remoteAddress });

export const askCode = (t: TestApp, phone: string, remoteAddress?: string) =>
  post(t, 'login/otp', { phone }, remoteAddress);

export const checkCode = (t: TestApp, body: { phone: string; code: string; name?: string }) =>
  post(t, 'login/otp/verify', body);

/** The texts queued for `phone`, newest first. */
export const textsTo = (t: TestApp, phone: string) =>
  t.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.channel, 'sms'), eq(outbox.recipient, phone)))
    .orderBy(desc(outbox.createdAt));

/** The code in the newest text to `phone`. */
export async function textedCode(t: TestApp, phone: string): Promise<string> {
  const [sms] = await textsTo(t, phone);
  const code = sms?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code texted to ${phone}`);
  return code;
}

/** A 6-digit code that is not `code`. */
export const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
