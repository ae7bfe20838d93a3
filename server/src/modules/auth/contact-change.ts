import { EMAIL_CHANGE_HOURS, type TProfile } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { contactChanges } from '../../db/schema/contact-changes.ts';
import { users } from '../../db/schema/users.ts';
import * as clock from '../../lib/clock.ts';
import { refuseDemoAddress } from '../../lib/demo-addresses.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { queueEmail } from '../mail/index.ts';
import { mailLink } from './links.ts';
import { checkCode, sendCode, useCode } from './phone-codes.ts';
import { toProfile } from './profile.ts';

// Changing the e-mail address or the phone number of an account. The new one must be proven
// (a link mailed to it, a code texted to it) before it replaces the old; the old address hears of
// the change, so a stolen session cannot quietly move an account elsewhere.

const HOUR = 3_600_000;
/** A 400 about one field, its sentence under the field too. */
const refusal = (code: string, message: string, field: string) =>
  new AppError(code, message, 400, { [field]: [message] });
const invalid = () => new AppError('invalid_token', m.errors_accounts_invalid_link(), 400);

async function account(db: Db, userId: string) {
  const [u] = await db.select().from(users).where(eq(users.id, userId));
  if (!u) throw notFound(m.errors_not_found_your_account);
  return u;
}

/** The address is not the account's now; the answer does not say whether another account has it. */
export async function askEmailChange(o: {
  db: Db;
  userId: string;
  email: string;
  password?: string;
  publicUrl: string;
  env: Config['env'];
}) {
  refuseDemoAddress(o.email, o.env);
  const me = await account(o.db, o.userId);
  if (me.passwordHash && !(o.password && (await verifyPassword(me.passwordHash, o.password))))
    throw refusal('wrong_password', m.errors_accounts_password_for_email(), 'password');
  if (me.email.toLowerCase() === o.email)
    throw refusal('same_email', m.errors_accounts_same_email(), 'email');
  const [taken] = await o.db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${o.email}`, ne(users.id, me.id)));
  const now = clock.now();
  await o.db.transaction(async (tx) => {
    // Only the newest request counts: an older link stops working.
    await tx
      .update(contactChanges)
      .set({ usedAt: now })
      .where(
        and(
          eq(contactChanges.userId, me.id),
          eq(contactChanges.kind, 'email'),
          isNull(contactChanges.usedAt),
        ),
      );
    if (taken) {
      // Its owner learns someone tried; the person asking learns nothing they could not already.
      await queueEmail({
        db: tx,
        mail: {
          to: o.email,
          subject: 'Someone tried to use your e-mail address on Upahar',
          text: `Someone asked to move another Upahar account to this address. It already belongs to your account, so nothing changed. You need not do anything.`,
        },
      });
      return;
    }
    const token = newToken();
    await tx.insert(contactChanges).values({
      userId: me.id,
      kind: 'email',
      newValue: o.email,
      tokenHash: hashToken(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + EMAIL_CHANGE_HOURS * HOUR),
    });
    await queueEmail({
      db: tx,
      mail: {
        to: o.email,
        subject: 'Confirm your new e-mail address for Upahar',
        text: [
          `Namaste ${me.name},`,
          '',
          'Open this link to make this your Upahar e-mail address:',
          mailLink(o.publicUrl, '/verify/email-change', { token }),
          '',
          `It works for ${EMAIL_CHANGE_HOURS} hours. If you did not ask for this, ignore this e-mail.`,
        ].join('\n'),
      },
    });
  });
  return { kind: 'email' as const, value: o.email };
}

export async function confirmEmailChange(o: { db: Db; token: string }): Promise<TProfile> {
  const now = clock.now();
  return o.db.transaction(async (tx) => {
    const [change] = await tx
      .update(contactChanges)
      .set({ usedAt: now })
      .where(
        and(
          eq(contactChanges.tokenHash, hashToken(o.token)),
          eq(contactChanges.kind, 'email'),
          isNull(contactChanges.usedAt),
          gt(contactChanges.expiresAt, now),
        ),
      )
      .returning();
    if (!change) throw invalid();
    const [before] = await tx.select().from(users).where(eq(users.id, change.userId)).for('update');
    if (!before) throw invalid();
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.email}) = ${change.newValue}`, ne(users.id, before.id)));
    if (taken) throw new AppError('email_taken', m.errors_accounts_email_taken(), 409);
    const [after] = await tx
      .update(users)
      .set({ email: change.newValue, emailVerifiedAt: now, updatedAt: now })
      .where(eq(users.id, before.id))
      .returning();
    if (!before.email.endsWith('.invalid'))
      await queueEmail({
        db: tx,
        mail: {
          to: before.email,
          subject: 'Your Upahar e-mail address was changed',
          text: [
            `Namaste ${before.name},`,
            '',
            `Your Upahar account now uses ${change.newValue}; this address no longer receives its mail.`,
            'If you did not make this change, reply to this e-mail at once and we will help you.',
          ].join('\n'),
        },
      });
    return toProfile(after);
  });
}

export async function askPhoneChange(o: { db: Db; userId: string; phone: string }) {
  const me = await account(o.db, o.userId);
  if (me.phone === o.phone && me.phoneVerifiedAt)
    throw refusal('same_phone', m.errors_accounts_same_phone(), 'phone');
  await sendCode({ db: o.db, phone: o.phone, forChange: true });
  const now = clock.now();
  await o.db.insert(contactChanges).values({
    userId: me.id,
    kind: 'phone',
    newValue: o.phone,
    createdAt: now,
    expiresAt: new Date(now.getTime() + HOUR),
  });
  return { kind: 'phone' as const, value: o.phone };
}

export async function confirmPhoneChange(o: { db: Db; userId: string; code: string }): Promise<TProfile> {
  const now = clock.now();
  const [change] = await o.db
    .select()
    .from(contactChanges)
    .where(
      and(
        eq(contactChanges.userId, o.userId),
        eq(contactChanges.kind, 'phone'),
        isNull(contactChanges.usedAt),
        gt(contactChanges.expiresAt, now),
      ),
    )
    .orderBy(desc(contactChanges.createdAt))
    .limit(1);
  if (!change) throw new AppError('no_change', m.errors_accounts_ask_code_first(), 400);
  const codeId = await checkCode({ db: o.db, phone: change.newValue, code: o.code });
  return o.db.transaction(async (tx) => {
    const [other] = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.phone, change.newValue),
          ne(users.id, o.userId),
          sql`${users.phoneVerifiedAt} is not null`,
        ),
      );
    if (other) throw new AppError('phone_taken', m.errors_accounts_phone_taken(), 409);
    await useCode({ db: tx, id: codeId });
    await tx.update(contactChanges).set({ usedAt: now }).where(eq(contactChanges.id, change.id));
    const [before] = await tx.select().from(users).where(eq(users.id, o.userId)).for('update');
    const [after] = await tx
      .update(users)
      .set({ phone: change.newValue, phoneVerifiedAt: now, updatedAt: now })
      .where(eq(users.id, o.userId))
      .returning();
    if (before && before.phone !== change.newValue && !before.email.endsWith('.invalid'))
      await queueEmail({
        db: tx,
        mail: {
          to: before.email,
          subject: 'Your Upahar phone number was changed',
          text: [
            `Namaste ${before.name},`,
            '',
            `Your Upahar account's number is now ${change.newValue}${before.phone ? ` (it was ${before.phone})` : ''}.`,
            'If you did not make this change, reply to this e-mail at once and we will help you.',
          ].join('\n'),
        },
      });
    return toProfile(after);
  });
}
