import { currentLocale, type TLoginBody, type TUser, type TUserSignupBody } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { eq, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { type AccountLimits, TooManyAttempts } from '../../lib/account-limits.ts';
import { refuseDemoAddress } from '../../lib/demo-addresses.ts';
import { AppError, digits } from '../../lib/errors.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { queueEmail } from '../mail/index.ts';
import { linkReferral } from '../referrals/index.ts';
import { consumeToken, issueToken, peekToken } from './email-tokens.ts';
import { rememberLanguage } from './language.ts';
import { mailLink } from './links.ts';
import { alreadyRegisteredMail, verificationMail } from './mails.ts';
import { createSession, toUser } from './sessions.ts';

type Ctx = { db: Db; publicUrl: string; limits: AccountLimits };

const findByEmail = async (db: Db, email: string) =>
  (
    await db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
      .limit(1)
  )[0];

export async function isUsernameTaken(opts: { db: Db; username: string }): Promise<boolean> {
  const rows = await opts.db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.username})`, opts.username.toLowerCase()))
    .limit(1);
  return rows.length > 0;
}

const usernameTaken = () =>
  new AppError('username_taken', m.errors_accounts_username_taken(), 409, {
    username: [m.errors_accounts_username_taken()],
  });

/**
 * Usernames are public (/user/{username}) so their clash is reported; e-mail clashes
 * are not: the owner of an existing address gets an e-mail instead (no account enumeration).
 * An address gets a few such mails an hour at most, however often someone signs up with it;
 * the answer stays the same either way.
 */
export async function signUp(
  opts: Ctx & { body: TUserSignupBody; env: Config['env'] },
): Promise<{ email: string }> {
  const { db, body } = opts;
  refuseDemoAddress(body.email, opts.env);
  if (await isUsernameTaken({ db, username: body.username })) throw usernameTaken();
  const passwordHash = await hashPassword(body.password);
  await db.transaction(async (tx) => {
    const existing = await findByEmail(tx as unknown as Db, body.email);
    if (existing) {
      if (!(await opts.limits.take('verifyMail', body.email)).allowed) return;
      await queueEmail({
        db: tx,
        mail: alreadyRegisteredMail(
          body.email,
          mailLink(opts.publicUrl, '/login', { referrer: body.referrer }),
          mailLink(opts.publicUrl, '/reset-password', { referrer: body.referrer }),
        ),
      });
      return;
    }
    const inserted = await tx
      .insert(users)
      .values({
        name: body.name,
        username: body.username,
        email: body.email,
        phone: body.phone ?? null,
        passwordHash,
        locale: currentLocale(),
      })
      .onConflictDoNothing()
      .returning();
    const user = inserted[0];
    // Lost a race for the same username in the last milliseconds.
    if (!user) throw usernameTaken();
    await linkReferral(tx, { userId: user.id, code: body.referralCode });
    if (!(await opts.limits.take('verifyMail', user.email)).allowed) return;
    const token = await issueToken({ db: tx, userId: user.id, purpose: 'verify_email' });
    const link = mailLink(opts.publicUrl, '/user-confirm', { token, referrer: body.referrer });
    await queueEmail({ db: tx, mail: verificationMail(user.email, user.name, link) });
  });
  return { email: body.email };
}

/**
 * A new verification link; `referrer` is the page the shopper returns to after logging in. Runs
 * after the neutral answer has gone out, so its timing tells nothing about the address either.
 */
export async function resendConfirmation(
  opts: Ctx & { email: string; referrer?: string | null },
): Promise<void> {
  const user = await findByEmail(opts.db, opts.email);
  if (!user || user.emailVerifiedAt) return;
  if (!(await opts.limits.take('verifyMail', user.email)).allowed) return;
  await opts.db.transaction(async (tx) => {
    const token = await issueToken({ db: tx, userId: user.id, purpose: 'verify_email' });
    const link = mailLink(opts.publicUrl, '/user-confirm', { token, referrer: opts.referrer });
    await queueEmail({ db: tx, mail: verificationMail(user.email, user.name, link) });
  });
}

export async function confirmEmail(opts: { db: Db; token: string }): Promise<{ email: string }> {
  return opts.db.transaction(async (tx) => {
    const userId = await consumeToken({ db: tx, token: opts.token, purpose: 'verify_email' });
    const rows = await tx
      .update(users)
      .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: sql`now()` })
      .where(eq(users.id, userId))
      .returning({ email: users.email });
    return { email: rows[0].email };
  });
}

export async function validateEmailToken(opts: { db: Db; token: string }): Promise<void> {
  await peekToken({ db: opts.db, token: opts.token, purpose: 'verify_email' });
}

const tooManyLogins = (retryAfterSeconds: number) => {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return new TooManyAttempts(m.errors_accounts_sign_ins({ count: digits(minutes) }), retryAfterSeconds);
};

/**
 * Every attempt counts against the address before the password is checked (so attempts sent
 * at once cannot all slip under the limit) and a correct password clears the count. An address
 * without an account is counted the same way, so the answers never tell whether it has one.
 */
export async function logIn(opts: {
  db: Db;
  body: TLoginBody;
  sessionDays: number;
  limits: AccountLimits;
  userAgent?: string;
  ip?: string;
}): Promise<{ token: string; user: TUser }> {
  const attempt = await opts.limits.take('login', opts.body.email);
  if (!attempt.allowed) throw tooManyLogins(attempt.retryAfterSeconds);
  const user = await findByEmail(opts.db, opts.body.email);
  const wrong = new AppError('bad_credentials', m.errors_accounts_bad_credentials(), 401);
  // An account made with a phone number has no password: it answers like a missing one.
  if (!user?.passwordHash) {
    await burnPasswordCheck(opts.body.password);
    throw wrong;
  }
  if (!(await verifyPassword(user.passwordHash, opts.body.password))) throw wrong;
  await opts.limits.clear('login', opts.body.email);
  // Only someone who knows the password learns that the address is unverified.
  if (!user.emailVerifiedAt) {
    throw new AppError('email_unverified', m.errors_accounts_email_unverified(), 403);
  }
  const token = await createSession({
    db: opts.db,
    userId: user.id,
    days: opts.sessionDays,
    userAgent: opts.userAgent,
    ip: opts.ip,
  });
  await rememberLanguage(opts.db, user.id);
  return { token, user: toUser(user) };
}
