import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import * as clock from '../../lib/clock.ts';
import { DEMO_DOMAIN } from '../../lib/demo-addresses.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { Db, DbOrTx } from '../client.ts';
import { sessions, storeSuspensions, stores, users, userTokens } from '../schema/index.ts';
import { REVIEWERS } from './demo-data/community-texts.ts';
import { STORES } from './demo-data/stores.ts';
import { DEMO_USERS } from './demo-users.ts';
import { SHOPPERS } from './valley-orders.ts';

export { DEMO_DOMAIN };

/**
 * Every account the demo seed makes, by address: the people the README lists, the reviewers and
 * the shoppers of the month's orders. Only these count as demo accounts, not every address on
 * the demo domain: anyone could sign up with one (outside production, or before production
 * refused them), and such an account must not keep a shop from starting.
 */
const DEMO_ACCOUNT_EMAILS: readonly string[] = [...DEMO_USERS, ...REVIEWERS, ...SHOPPERS].map((p) =>
  p.email.toLowerCase(),
);

// The seed's accounts are verified; one made by sign-up under a listed address is not, and
// cannot be (nobody receives mail on the demo domain), so it cannot sign in with a password.
const liveDemoAccount = and(
  inArray(sql`lower(${users.email})`, [...DEMO_ACCOUNT_EMAILS]),
  isNotNull(users.emailVerifiedAt),
  isNull(users.suspendedAt),
);

/** The demo accounts that can still sign in (not suspended), by address, the admin's first. */
export async function liveDemoAccounts(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(liveDemoAccount)
    .orderBy(sql`${users.role} = 'admin' desc`, users.email);
  return rows.map((r) => r.email);
}

const DEMO_LOCK_REASON = 'A demo account, locked because this shop runs in production';
export const DEMO_STORE_REASON = 'A demo store, hidden because this shop runs in production';

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
      .where(liveDemoAccount)
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

/**
 * Hides the demo shop's stores (by the seed's own slugs) with the store suspension admins use:
 * their pages and products leave the shop, their orders stay, and an admin sees the reason and
 * may reinstate one. Answers how many stores were hidden now.
 */
export async function hideDemoStores(db: Db): Promise<number> {
  const slugs = STORES.map((s) => s.slug);
  return db.transaction(async (tx) => {
    const shown = await tx
      .select({ id: stores.id })
      .from(stores)
      .leftJoin(storeSuspensions, eq(storeSuspensions.storeId, stores.id))
      .where(and(inArray(stores.slug, slugs), isNull(storeSuspensions.storeId)))
      .for('update', { of: stores });
    const ids = shown.map((s) => s.id);
    if (ids.length === 0) return 0;
    await tx.update(stores).set({ isActive: false }).where(inArray(stores.id, ids));
    await tx.insert(storeSuspensions).values(ids.map((storeId) => ({ storeId, reason: DEMO_STORE_REASON })));
    return ids.length;
  });
}
