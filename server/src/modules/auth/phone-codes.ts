import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { PHONE_CODE_LIFETIME_SECONDS, PHONE_CODE_RESEND_SECONDS } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { phoneCodes } from '../../db/schema/users.ts';
import { TooManyAttempts } from '../../lib/account-limits.ts';
import * as clock from '../../lib/clock.ts';
import { AppError, digits } from '../../lib/errors.ts';
import { queueSms } from '../mail/index.ts';

/** Wrong tries a code survives; the next wrong one kills it and a new code must be asked for. */
const MAX_WRONG_TRIES = 5;
/** Codes one number may be sent in an hour: each text costs money and reaches someone's phone. */
const CODES_PER_HOUR = 5;
const HOUR_MS = 3_600_000;

// A 6-digit code has only a million values, so its hash alone would not resist a guesser who
// holds the table; it is salted with the number and lives five minutes, which is what protects it.
const hashCode = (phone: string, code: string) => createHash('sha256').update(`${phone}:${code}`).digest();

/**
 * Sends a new code to `phone` (queued as a text in the same transaction) and retires any earlier
 * one. At most one code a minute and a few an hour per number, counted from the codes sent, so
 * the limits hold across server processes and whether or not the number has an account.
 */
export async function sendCode(opts: { db: Db; phone: string; forChange?: boolean }): Promise<void> {
  const { phone } = opts;
  const now = clock.now();
  await opts.db.transaction(async (tx) => {
    // Two requests at once for the same number must not both pass the checks below.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`phone-code:${phone}`}))`);
    const recent = await tx
      .select({ sentAt: phoneCodes.sentAt })
      .from(phoneCodes)
      .where(and(eq(phoneCodes.phone, phone), gt(phoneCodes.sentAt, new Date(now.getTime() - HOUR_MS))))
      .orderBy(desc(phoneCodes.sentAt));
    const last = recent[0];
    if (last) {
      const waitMs = last.sentAt.getTime() + PHONE_CODE_RESEND_SECONDS * 1000 - now.getTime();
      if (waitMs > 0) {
        const seconds = Math.ceil(waitMs / 1000);
        throw new TooManyAttempts(m.errors_accounts_code_wait({ count: digits(seconds) }), seconds);
      }
    }
    if (recent.length >= CODES_PER_HOUR) {
      const oldest = recent[CODES_PER_HOUR - 1];
      const seconds = Math.max(1, Math.ceil((oldest.sentAt.getTime() + HOUR_MS - now.getTime()) / 1000));
      const minutes = Math.ceil(seconds / 60);
      throw new TooManyAttempts(m.errors_accounts_codes_per_hour({ count: digits(minutes) }), seconds);
    }
    // Only the newest code works: an older text that arrives late must not sign anyone in.
    await tx
      .update(phoneCodes)
      .set({ usedAt: now })
      .where(and(eq(phoneCodes.phone, phone), isNull(phoneCodes.usedAt)));
    const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
    await tx.insert(phoneCodes).values({
      phone,
      codeHash: hashCode(phone, code).toString('hex'),
      sentAt: now,
      expiresAt: new Date(now.getTime() + PHONE_CODE_LIFETIME_SECONDS * 1000),
    });
    await queueSms({
      db: tx,
      sms: {
        to: phone,
        text: opts.forChange
          ? `${code} is your code to add this number to your Upahar account. It works for ${PHONE_CODE_LIFETIME_SECONDS / 60} minutes. Do not share it with anyone.`
          : `${code} is your Upahar sign-in code. It works for ${PHONE_CODE_LIFETIME_SECONDS / 60} minutes. Do not share it with anyone.`,
      },
    });
  });
}

const askAgain = (message: string) => new AppError('invalid_code', message, 400);

/**
 * Checks `code` against the newest code sent to `phone` without using it up, and answers that
 * code's id. A wrong code counts one try, with one conditional update, so tries sent at once
 * cannot slip past the limit.
 */
export async function checkCode(opts: { db: DbOrTx; phone: string; code: string }): Promise<string> {
  const [row] = await opts.db
    .select()
    .from(phoneCodes)
    .where(eq(phoneCodes.phone, opts.phone))
    .orderBy(desc(phoneCodes.sentAt))
    .limit(1);
  if (!row) throw askAgain(m.errors_accounts_no_code());
  if (row.usedAt) throw askAgain(m.errors_accounts_code_used());
  if (row.expiresAt <= clock.now()) {
    throw askAgain(m.errors_accounts_code_expired({ minutes: digits(PHONE_CODE_LIFETIME_SECONDS / 60) }));
  }
  if (row.wrongTries >= MAX_WRONG_TRIES) throw askAgain(m.errors_accounts_code_tries());
  if (timingSafeEqual(hashCode(opts.phone, opts.code), Buffer.from(row.codeHash, 'hex'))) return row.id;
  const [counted] = await opts.db
    .update(phoneCodes)
    .set({ wrongTries: sql`${phoneCodes.wrongTries} + 1` })
    .where(and(eq(phoneCodes.id, row.id), lt(phoneCodes.wrongTries, MAX_WRONG_TRIES)))
    .returning({ wrongTries: phoneCodes.wrongTries });
  const left = counted ? MAX_WRONG_TRIES - counted.wrongTries : 0;
  if (left === 0) throw askAgain(m.errors_accounts_code_wrong_last());
  throw new AppError('wrong_code', m.errors_accounts_code_wrong({ count: digits(left) }), 400);
}

/**
 * Uses the code up with one conditional update, so two requests with the same code cannot both
 * sign in.
 */
export async function useCode(opts: { db: DbOrTx; id: string }): Promise<void> {
  const now = clock.now();
  const rows = await opts.db
    .update(phoneCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(phoneCodes.id, opts.id),
        isNull(phoneCodes.usedAt),
        gt(phoneCodes.expiresAt, now),
        lt(phoneCodes.wrongTries, MAX_WRONG_TRIES),
      ),
    )
    .returning({ id: phoneCodes.id });
  if (!rows[0]) throw askAgain(m.errors_accounts_code_used());
}
