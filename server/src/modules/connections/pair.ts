import { m } from '@upahar/contract/messages';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { userConnections } from '../../db/schema/connections.ts';
import { notFound } from '../../lib/errors.ts';
import { users } from '../auth/tables.ts';

// What every change between two people starts from: finding the other person, and the rows
// that link the pair whoever started them.

const c = userConnections;

/**
 * The person with `username`. Nobody connects to a suspended account: it is not there for other
 * people, except to take back one's own block of it (`evenSuspended`).
 */
export async function personByUsername(db: DbOrTx, username: string, o: { evenSuspended?: boolean } = {}) {
  const [person] = await db
    .select({ id: users.id, username: users.username, name: users.name })
    .from(users)
    .where(
      and(
        sql`lower(${users.username}) = ${username.toLowerCase()}`,
        o.evenSuspended ? undefined : isNull(users.suspendedAt),
      ),
    )
    .limit(1);
  if (!person) throw notFound(m.errors_not_found_that_person);
  return person;
}

/** The connection row of the pair, whichever of them asked. */
export const between = (a: string, b: string) =>
  or(and(eq(c.requesterId, a), eq(c.addresseeId, b)), and(eq(c.requesterId, b), eq(c.addresseeId, a)));

/**
 * Holds the pair until the transaction ends, so a request and a block between the same two
 * people cannot cross: each sees the other's outcome, never half of it.
 */
export async function lockPair(tx: DbOrTx, a: string, b: string) {
  const key = a < b ? `${a}:${b}` : `${b}:${a}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`connection:${key}`}))`);
}
