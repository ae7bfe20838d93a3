import { m } from '@upahar/contract/messages';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { userTokens } from '../../db/schema/users.ts';
import * as clock from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';

type Purpose = 'verify_email' | 'reset_password';

const LIFETIME_MS: Record<Purpose, number> = {
  verify_email: 48 * 3600_000,
  reset_password: 3600_000,
};

export const invalidLink = () => new AppError('invalid_token', m.errors_accounts_invalid_link(), 400);

/** Issues a single-use link token; older unused tokens of the same purpose stop working. */
export async function issueToken(opts: { db: DbOrTx; userId: string; purpose: Purpose }): Promise<string> {
  await opts.db
    .update(userTokens)
    .set({ usedAt: clock.now() })
    .where(
      and(
        eq(userTokens.userId, opts.userId),
        eq(userTokens.purpose, opts.purpose),
        isNull(userTokens.usedAt),
      ),
    );
  const token = newToken();
  await opts.db.insert(userTokens).values({
    userId: opts.userId,
    purpose: opts.purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(clock.now().getTime() + LIFETIME_MS[opts.purpose]),
  });
  return token;
}

/** The live token's user id, without using it up; throws "invalid or expired". */
export async function peekToken(opts: { db: DbOrTx; token: string; purpose: Purpose }): Promise<string> {
  const rows = await opts.db
    .select({ userId: userTokens.userId })
    .from(userTokens)
    .where(
      and(
        eq(userTokens.tokenHash, hashToken(opts.token)),
        eq(userTokens.purpose, opts.purpose),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, clock.now()),
      ),
    )
    .limit(1);
  if (!rows[0]) throw invalidLink();
  return rows[0].userId;
}

/**
 * Uses the token up with one conditional update, so two simultaneous requests with the same
 * link cannot both succeed (a reset link must never work twice).
 */
export async function consumeToken(opts: { db: DbOrTx; token: string; purpose: Purpose }): Promise<string> {
  const rows = await opts.db
    .update(userTokens)
    .set({ usedAt: clock.now() })
    .where(
      and(
        eq(userTokens.tokenHash, hashToken(opts.token)),
        eq(userTokens.purpose, opts.purpose),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, clock.now()),
      ),
    )
    .returning({ userId: userTokens.userId });
  if (!rows[0]) throw invalidLink();
  return rows[0].userId;
}
