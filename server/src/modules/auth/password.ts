import type { TChangePasswordBody, TNewPasswordBody } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import type { AccountLimits } from '../../lib/account-limits.ts';
import { AppError } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { queueEmail } from '../mail/index.ts';
import { consumeToken, issueToken, peekToken } from './email-tokens.ts';
import { mailLink } from './links.ts';
import { passwordChangedMail, resetMail } from './mails.ts';
import { revokeOtherSessions } from './sessions.ts';

/**
 * Runs after the answer has gone out (the same answer whether or not the address has an
 * account), so neither its answer nor its timing tells whether an account exists. A few reset
 * mails an hour at most go to one address; further requests send nothing.
 * `referrer` is the page the shopper returns to after logging in with the new password.
 */
export async function forgotPassword(opts: {
  db: Db;
  email: string;
  publicUrl: string;
  limits: AccountLimits;
  referrer?: string | null;
}): Promise<void> {
  const user = (
    await opts.db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, opts.email.toLowerCase()))
      .limit(1)
  )[0];
  if (!user) return;
  if (!(await opts.limits.take('resetMail', user.email)).allowed) return;
  await opts.db.transaction(async (tx) => {
    const token = await issueToken({ db: tx, userId: user.id, purpose: 'reset_password' });
    const link = mailLink(opts.publicUrl, '/reset-password', { token, referrer: opts.referrer });
    await queueEmail({ db: tx, mail: resetMail(user.email, user.name, link) });
  });
}

export async function verifyResetToken(opts: { db: Db; token: string }): Promise<void> {
  await peekToken({ db: opts.db, token: opts.token, purpose: 'reset_password' });
}

/**
 * Sets the new password, uses the link up and ends every session (so a thief's session dies too).
 * It also lifts a sign-in lockout: whoever opened the mailed link owns the address.
 */
export async function resetPassword(opts: {
  db: Db;
  body: TNewPasswordBody;
  limits: AccountLimits;
}): Promise<void> {
  const passwordHash = await hashPassword(opts.body.password);
  const email = await opts.db.transaction(async (tx) => {
    const userId = await consumeToken({ db: tx, token: opts.body.token, purpose: 'reset_password' });
    // Opening the reset link proves the address, so it counts as verified too.
    const rows = await tx
      .update(users)
      .set({
        passwordHash,
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, userId))
      .returning();
    await revokeOtherSessions({ db: tx, userId });
    await queueEmail({ db: tx, mail: passwordChangedMail(rows[0].email, rows[0].name) });
    return rows[0].email;
  });
  await opts.limits.clear('login', email);
}

export async function changePassword(opts: {
  db: Db;
  userId: string;
  sessionId: string;
  body: TChangePasswordBody;
}): Promise<void> {
  const user = (await opts.db.select().from(users).where(eq(users.id, opts.userId)).limit(1))[0];
  if (!user?.passwordHash || !(await verifyPassword(user.passwordHash, opts.body.currentPassword))) {
    const message = m.errors_accounts_wrong_current_password();
    throw new AppError('bad_password', message, 400, { currentPassword: [message] });
  }
  const passwordHash = await hashPassword(opts.body.password);
  await opts.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, opts.userId));
    await revokeOtherSessions({ db: tx, userId: opts.userId, keep: opts.sessionId });
    await queueEmail({ db: tx, mail: passwordChangedMail(user.email, user.name) });
  });
}
