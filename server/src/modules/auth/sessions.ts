import type { TUser } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { socialSignIns } from '../../db/schema/social-sign-in.ts';
import { sessions, users } from '../../db/schema/users.ts';
import * as clock from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';

export type AuthContext = { sessionId: string; user: TUser };

type UserRow = typeof users.$inferSelect;

export const toUser = (u: UserRow): TUser => ({
  id: u.id,
  name: u.name,
  username: u.username,
  // An account made with a phone number has a placeholder address that receives no mail: it has
  // no e-mail address as far as the shopper is concerned.
  email: u.email.endsWith('.invalid') ? '' : u.email,
  phone: u.phone,
  role: u.role,
  emailVerified: u.emailVerifiedAt !== null,
  createdAt: u.createdAt.toISOString(),
});

/** The refusal of a suspended account, in English (as tests read it). */
export const ACCOUNT_SUSPENDED = m.errors_accounts_suspended({}, { locale: 'en' });

/**
 * A new session for the user, whichever way they signed in; 403 for a suspended account, so every
 * way in refuses it alike (and a session written in the moment of a suspension still never works:
 * findSession checks the account too).
 */
export async function createSession(opts: {
  db: DbOrTx;
  userId: string;
  days: number;
  userAgent?: string;
  ip?: string;
}): Promise<string> {
  const [account] = await opts.db
    .select({ suspendedAt: users.suspendedAt })
    .from(users)
    .where(eq(users.id, opts.userId));
  if (account?.suspendedAt) throw new AppError('account_suspended', m.errors_accounts_suspended(), 403);
  const token = newToken();
  await opts.db.insert(sessions).values({
    userId: opts.userId,
    tokenHash: hashToken(token),
    userAgent: opts.userAgent?.slice(0, 300) ?? null,
    ip: opts.ip ?? null,
    expiresAt: new Date(clock.now().getTime() + opts.days * 86_400_000),
  });
  return token;
}

/** One query: the live session and its user, or null. */
export async function findSession(opts: { db: DbOrTx; token: string }): Promise<AuthContext | null> {
  const rows = await opts.db
    .select({ sessionId: sessions.id, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(opts.token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, clock.now()),
        // A suspended account's sessions stop working at once.
        isNull(users.suspendedAt),
      ),
    )
    .limit(1);
  const row = rows[0];
  return row ? { sessionId: row.sessionId, user: toUser(row.user) } : null;
}

export async function revokeSession(opts: { db: DbOrTx; sessionId: string }) {
  await opts.db.update(sessions).set({ revokedAt: clock.now() }).where(eq(sessions.id, opts.sessionId));
}

/**
 * Ends every session of the user except `keep` (logout elsewhere, password change, suspension),
 * and any link to Google or Facebook they had begun: a session that ends must not leave a way to
 * attach a provider behind it.
 */
export async function revokeOtherSessions(opts: { db: DbOrTx; userId: string; keep?: string }) {
  await opts.db.delete(socialSignIns).where(eq(socialSignIns.linkUserId, opts.userId));
  await opts.db
    .update(sessions)
    .set({ revokedAt: clock.now() })
    .where(
      and(
        eq(sessions.userId, opts.userId),
        isNull(sessions.revokedAt),
        opts.keep ? ne(sessions.id, opts.keep) : undefined,
      ),
    );
}
