import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { storeStaff } from '../../db/schema/store-team.ts';
import { stores } from '../catalog/tables.ts';

export type StaffRole = 'manager' | 'packer';

/**
 * The ids of the stores a user works on, as a subquery for `store_id in (…)`: the stores they own
 * and those whose team they joined with one of `roles`. Orders are open to managers and packers;
 * the catalogue, cake options and the store's page to managers; the team to the owner alone
 * (`roles` empty).
 */
export function storesOf(userId: string, roles: readonly StaffRole[]): SQL {
  const owned = sql`select ${stores.id} from ${stores} where ${stores.ownerUserId} = ${userId}`;
  if (roles.length === 0) return sql`(${owned})`;
  const list = sql.join(
    roles.map((r) => sql`${r}`),
    sql`, `,
  );
  return sql`(${owned} union select ${storeStaff.storeId} from ${storeStaff}
    where ${storeStaff.userId} = ${userId} and ${storeStaff.role}::text in (${list}))`;
}

/** Who may run orders: the owner, managers and packers. */
export const ORDER_ROLES: readonly StaffRole[] = ['manager', 'packer'];
/**
 * Who may cancel the store's orders: the owner and managers. Cancelling is a money action (stock,
 * credit and the shopper's refund go back), so packers, who only move orders along, may not.
 */
export const CANCEL_ROLES: readonly StaffRole[] = ['manager'];
/** Who may change the store's catalogue and page: the owner and managers. */
export const CATALOGUE_ROLES: readonly StaffRole[] = ['manager'];

/**
 * Holds the user's place in the store's team (their row, if any) until the transaction ends: a
 * change of role or a removal then waits for it, so what the transaction checked of that place
 * still holds when it writes. An owner has no row and cannot stop owning a store.
 */
export async function holdTeamPlace(tx: Tx, storeId: number, userId: string): Promise<void> {
  await tx
    .select({ role: storeStaff.role })
    .from(storeStaff)
    .where(and(eq(storeStaff.storeId, storeId), eq(storeStaff.userId, userId)))
    .for('share');
}
