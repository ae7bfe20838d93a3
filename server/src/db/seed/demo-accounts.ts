import { randomBytes } from 'node:crypto';
import { and, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import * as clock from '../../lib/clock.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { Db, DbOrTx } from '../client.ts';
import { sessions, users, userTokens } from '../schema/index.ts';

// Every account the demo seed makes has an address on this domain, and most share the password
// printed in the README. The .demo top-level domain does not exist, so no real person has one.
export const DEMO_DOMAIN = 'upahar.demo';

const onDemoDomain = or(ilike(users.email, `%@${DEMO_DOMAIN}`), ilike(users.email, `%.${DEMO_DOMAIN}`));

/** The demo accounts that can still sign in (not suspended), by address, the admin's first. */
export async function liveDemoAccounts(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(onDemoDomain, isNull(users.suspendedAt)))
    .orderBy(sql`${users.role} = 'admin' desc`, users.email);
  return rows.map((r) => r.email);
}

export const DEMO_LOCK_REASON = 'A demo account, locked because this shop runs in production';

/**
 * Locks every demo account for good, in one transaction: suspended (no sign-in, its sessions no
 * longer read), a password nobody knows, its sessions and e-mailed links ended, and an admin made
 * a customer. Its orders, reviews and stores stay, as for any suspended account. Answers how many
 * accounts were locked now.
 */
export async function lockDemoAccounts(db: Db): Promise<number> {
  const unknown = await hashPassword(randomBytes(32).toString('base64url'));
  return db.transaction(async (tx) => {
    const locked = await tx
      .update(users)
      .set({
        passwordHash: unknown,
        role: sql`case when ${users.role} = 'admin' then 'customer'::user_role else ${users.role} end`,
        suspendedAt: clock.now(),
        suspendReason: DEMO_LOCK_REASON,
        updatedAt: clock.now(),
      })
      .where(and(onDemoDomain, isNull(users.suspendedAt)))
      .returning({ id: users.id });
    const ids = locked.map((u) => u.id);
    if (ids.length === 0) return 0;
    await tx
      .update(sessions)
      .set({ revokedAt: clock.now() })
      .where(and(inArray(sessions.userId, ids), isNull(sessions.revokedAt)));
    await tx.delete(userTokens).where(inArray(userTokens.userId, ids));
    return ids.length;
  });
}
