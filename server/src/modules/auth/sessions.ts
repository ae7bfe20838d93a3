import type { TUser } from '@upahar/contract';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';
import * as clock from '../../lib/clock.ts';
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

export async function createSession(opts: {
  db: DbOrTx;
  userId: string;
  days: number;
  userAgent?: string;
  ip?: string;
}): Promise<string> {
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
      ),
    )
    .limit(1);
  const row = rows[0];
  return row ? { sessionId: row.sessionId, user: toUser(row.user) } : null;
}

export async function revokeSession(opts: { db: DbOrTx; sessionId: string }) {
  await opts.db.update(sessions).set({ revokedAt: clock.now() }).where(eq(sessions.id, opts.sessionId));
}

/** Ends every session of the user except `keep` (logout elsewhere, password change). */
export async function revokeOtherSessions(opts: { db: DbOrTx; userId: string; keep?: string }) {
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
