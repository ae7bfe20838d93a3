import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';

// The account changes other modules make: a customer who opens or joins a store becomes a
// seller, and the public profile page keeps its city, what it shows and its picture on the
// account. Each is one statement inside the caller's transaction.

/** A customer who now runs or helps run a store signs in as a seller. */
export async function makeSeller(tx: DbOrTx, userId: string) {
  await tx.update(users).set({ role: 'seller', updatedAt: sql`now()` }).where(eq(users.id, userId));
}

/** What the public profile shows: the city and which parts of the profile others see. */
export async function setPublicProfile(
  tx: DbOrTx,
  userId: string,
  o: Pick<typeof users.$inferInsert, 'city' | 'profileVisibility'>,
) {
  await tx
    .update(users)
    .set({ ...o, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/** The profile picture's path in media, or null for none. */
export async function setAvatarPath(tx: DbOrTx, userId: string, path: string | null) {
  await tx.update(users).set({ avatarPath: path }).where(eq(users.id, userId));
}
