import type { TOwnStore } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { stores } from '../catalog/tables.ts';
import { storeStaff } from '../stores/tables.ts';

// A store's follower count tells shoppers how many people like it. Its owner and its team are not
// such people, so they cannot follow it (and joining the team ends a follow, see the stores
// module): the count stays honest without filtering every count query.

/** The part `userId` plays in the store, or null for everyone else. */
async function partIn(db: DbOrTx, userId: string, store: { id: number; ownerUserId: string | null }) {
  if (store.ownerUserId === userId) return 'owner';
  const [staff] = await db
    .select({ role: storeStaff.role })
    .from(storeStaff)
    .where(and(eq(storeStaff.storeId, store.id), eq(storeStaff.userId, userId)))
    .limit(1);
  return staff?.role ?? null;
}

/** Throws a 403 with a sentence for the person when the store is theirs to run. */
export async function refuseOwnStore(
  db: DbOrTx,
  userId: string,
  store: { id: number; ownerUserId: string | null },
) {
  const part = await partIn(db, userId, store);
  if (part === 'owner') throw new AppError('own_store', m.errors_community_follow_own_store(), 403);
  if (part) throw new AppError('own_store', m.errors_community_follow_team_store(), 403);
}

/** The stores the person owns or works on, for the web to show "Your store" instead of Follow. */
export async function ownStores(db: DbOrTx, userId: string): Promise<TOwnStore[]> {
  const [owned, staffed] = await Promise.all([
    db.select({ slug: stores.slug }).from(stores).where(eq(stores.ownerUserId, userId)),
    db
      .select({ slug: stores.slug, role: storeStaff.role })
      .from(storeStaff)
      .innerJoin(stores, eq(stores.id, storeStaff.storeId))
      .where(eq(storeStaff.userId, userId)),
  ]);
  return [...owned.map((s) => ({ slug: s.slug, role: 'owner' as const })), ...staffed];
}
