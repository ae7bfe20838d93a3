import { createHash, randomBytes } from 'node:crypto';
import type { TSocialProvider } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { socialSignIns } from '../../db/schema/social-sign-in.ts';
import * as clock from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';

/** Long enough to choose an account and type a password at the provider, short enough to die unused. */
const LIFETIME_MS = 10 * 60_000;

export type SignInStart = {
  state: string;
  nonce: string;
  codeVerifier: string;
  referrer: string | null;
  /** The signed-in account that began it to link the provider, not to sign in. */
  linkUserId: string | null;
  /** A friend's invite code, for the account the sign-in may create. */
  referralCode: string | null;
};

/** The PKCE challenge for a verifier (S256: the only method a server should accept). */
export const pkceChallenge = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

/**
 * A new sign-in with a provider: a state to recognise the answer, a nonce the ID token must
 * carry and a PKCE verifier, kept here until the answer comes back. Old unused starts go at the
 * same time, so the table stays small without a worker.
 */
export async function beginSignIn(opts: {
  db: DbOrTx;
  provider: TSocialProvider;
  referrer: string | null;
  linkUserId?: string | null;
  referralCode?: string | null;
}): Promise<SignInStart> {
  const now = clock.now();
  await opts.db.delete(socialSignIns).where(lt(socialSignIns.expiresAt, now));
  const start = {
    state: newToken(),
    nonce: newToken(),
    codeVerifier: randomBytes(48).toString('base64url'),
    referrer: opts.referrer,
    linkUserId: opts.linkUserId ?? null,
    referralCode: opts.referralCode ?? null,
  };
  await opts.db.insert(socialSignIns).values({
    provider: opts.provider,
    stateHash: hashToken(start.state),
    nonce: start.nonce,
    codeVerifier: start.codeVerifier,
    referrer: start.referrer,
    linkUserId: start.linkUserId,
    referralCode: start.referralCode,
    expiresAt: new Date(now.getTime() + LIFETIME_MS),
  });
  return start;
}

/**
 * Uses the start up with one conditional update, before the code is exchanged: an answer played
 * a second time, or two at once, finds nothing and is refused.
 */
export async function takeSignIn(opts: {
  db: DbOrTx;
  provider: TSocialProvider;
  state: string;
}): Promise<SignInStart> {
  const [row] = await opts.db
    .update(socialSignIns)
    .set({ usedAt: clock.now() })
    .where(
      and(
        eq(socialSignIns.stateHash, hashToken(opts.state)),
        eq(socialSignIns.provider, opts.provider),
        isNull(socialSignIns.usedAt),
        gt(socialSignIns.expiresAt, clock.now()),
      ),
    )
    .returning();
  if (!row) {
    throw new AppError('invalid_state', m.errors_accounts_sign_in_expired(), 400);
  }
  return {
    state: opts.state,
    nonce: row.nonce,
    codeVerifier: row.codeVerifier,
    referrer: row.referrer,
    linkUserId: row.linkUserId,
    referralCode: row.referralCode,
  };
}
