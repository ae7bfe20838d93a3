import { randomInt } from 'node:crypto';
import type { TPhoneCheckBody, TPhoneCheckData } from '@upahar/contract';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import * as clock from '../../lib/clock.ts';
import { linkReferral } from '../referrals/index.ts';
import { checkCode, useCode } from './phone-codes.ts';
import { createSession, toUser } from './sessions.ts';

type UserRow = typeof users.$inferSelect;

/**
 * Only a number its owner proved with a code leads to an account. A number typed at sign-up was
 * never proven: it may be a typo, or someone else's number, and must not open that account.
 */
const findByProvenPhone = async (db: DbOrTx, phone: string): Promise<UserRow | undefined> =>
  (
    await db
      .select()
      .from(users)
      .where(and(eq(users.phone, phone), isNotNull(users.phoneVerifiedAt)))
      .limit(1)
  )[0];

// Usernames are public, so they come from the name and never from the number.
export const usernameFrom = (name: string) => {
  const base =
    name
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '')
      .slice(0, 20) || 'shopper';
  return `${base.length >= 3 ? base : `${base}shopper`}_${randomInt(1000, 100_000)}`;
};

/**
 * An account for a proven number: a customer with no password, and an address under the
 * reserved .invalid domain because the e-mail column is required; no mail is ever queued for
 * it. Answers the account already made for the number if another request made it first.
 */
async function createPhoneAccount(
  tx: DbOrTx,
  phone: string,
  name: string,
): Promise<{ user: UserRow; created: boolean }> {
  for (let i = 0; i < 5; i++) {
    const [created] = await tx
      .insert(users)
      .values({
        name,
        username: usernameFrom(name),
        email: `${phone}@phone.upahar.invalid`,
        phone,
        phoneVerifiedAt: clock.now(),
        passwordHash: null,
      })
      .onConflictDoNothing()
      .returning();
    if (created) return { user: created, created: true };
    const raced = await findByProvenPhone(tx, phone);
    if (raced) return { user: raced, created: false };
  }
  throw new Error('no free username for a new phone account');
}

/**
 * Signs in with a texted code. A number with an account signs in at once. A number without one
 * first answers `needsName` and leaves the code unused, so the same code, sent again with a
 * name, creates the account.
 */
export async function signInWithPhone(opts: {
  db: Db;
  body: TPhoneCheckBody;
  sessionDays: number;
  userAgent?: string;
  ip?: string;
}): Promise<{ data: TPhoneCheckData; created: boolean }> {
  const { db, body } = opts;
  const codeId = await checkCode({ db, phone: body.phone, code: body.code });
  const known = await findByProvenPhone(db, body.phone);
  const name = body.name;
  if (!known && !name) return { data: { needsName: true }, created: false };
  return db.transaction(async (tx) => {
    await useCode({ db: tx, id: codeId });
    // Another request may have made the account a moment ago: then this one only signs in.
    const { user, created } = known
      ? { user: known, created: false }
      : await createPhoneAccount(tx, body.phone, name ?? '');
    if (created) await linkReferral(tx, { userId: user.id, code: body.referralCode });
    const token = await createSession({
      db: tx,
      userId: user.id,
      days: opts.sessionDays,
      userAgent: opts.userAgent,
      ip: opts.ip,
    });
    return { data: { token, user: toUser(user) }, created };
  });
}
