import { CONNECTIONS_PER_PAGE, type TConnection } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { and, desc, eq, or } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { userBlocks, userConnections } from '../../db/schema/connections.ts';
import * as clock from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { users } from '../auth/tables.ts';
import { between, lockPair, personByUsername } from './pair.ts';

// Blocking: a person ends whatever linked them to someone and keeps them from asking again.
// Profiles stay public (anyone signed out reads them anyway); what a block stops is contact.

const b = userBlocks;

/** Whether a block stands between two people, as `me` sees it: blocked by me, or by them. */
export async function blockBetween(db: DbOrTx, me: string, other: string) {
  const rows = await db
    .select({ blockerId: b.blockerId })
    .from(b)
    .where(
      or(and(eq(b.blockerId, me), eq(b.blockedId, other)), and(eq(b.blockerId, other), eq(b.blockedId, me))),
    );
  if (rows.some((r) => r.blockerId === me)) return 'blocked' as const;
  return rows.length > 0 ? ('unavailable' as const) : null;
}

export async function blockPerson(o: { db: Db; me: string; username: string }) {
  return o.db.transaction(async (tx) => {
    const other = await personByUsername(tx, o.username);
    if (other.id === o.me)
      throw new AppError('self', m.errors_community_block_self(), 400, {
        username: [m.errors_community_block_self()],
      });
    await lockPair(tx, o.me, other.id);
    // Connected, asked or declined: nothing of it is kept, so unblocking starts from nothing.
    await tx.delete(userConnections).where(between(o.me, other.id));
    await tx
      .insert(b)
      .values({ blockerId: o.me, blockedId: other.id, createdAt: clock.now() })
      .onConflictDoNothing();
    return { state: 'blocked' as const, connectionId: null, name: other.name };
  });
}

export async function unblockPerson(o: { db: Db; me: string; username: string }) {
  // The Blocked tab lists suspended people too, so its Unblock must find them.
  const other = await personByUsername(o.db, o.username, { evenSuspended: true });
  const gone = await o.db
    .delete(b)
    .where(and(eq(b.blockerId, o.me), eq(b.blockedId, other.id)))
    .returning({ at: b.createdAt });
  if (gone.length === 0)
    throw new AppError('not_blocked', m.errors_more_not_blocked({ name: other.name }), 404);
  // They may still have blocked the reader on their side.
  return { state: (await blockBetween(o.db, o.me, other.id)) ?? ('none' as const), connectionId: null };
}

/** The people `me` blocked, newest first, as rows of the connections page. */
export async function listBlocked(o: { db: Db; me: string; page: number }) {
  const rows = await o.db
    .select({ id: users.id, username: users.username, name: users.name, at: b.createdAt })
    .from(b)
    .innerJoin(users, eq(users.id, b.blockedId))
    .where(eq(b.blockerId, o.me))
    .orderBy(desc(b.createdAt), desc(b.blockedId))
    .limit(CONNECTIONS_PER_PAGE)
    .offset((o.page - 1) * CONNECTIONS_PER_PAGE);
  const connections: TConnection[] = rows.map((r) => ({
    // A block has no id of its own: the person blocked names it.
    id: r.id,
    person: { id: r.id, username: r.username, name: r.name },
    state: 'blocked',
    since: r.at.toISOString(),
  }));
  return { connections };
}
