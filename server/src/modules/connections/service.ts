import {
  CONNECTION_ASK_AGAIN_DAYS,
  CONNECTION_TABS,
  CONNECTIONS_PER_PAGE,
  formatDate,
  type TConnection,
  type TConnectionState,
  type TConnectionTab,
} from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { and, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userBlocks, userConnections } from '../../db/schema/connections.ts';
import * as clock from '../../lib/clock.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { users } from '../auth/tables.ts';
import { blockBetween, listBlocked } from './blocks.ts';
import { between, lockPair, personByUsername } from './pair.ts';

// Connections between two people. One row per pair, whoever asked; its status and who asked say
// where each of them stands.

type Row = typeof userConnections.$inferSelect;
type RowTab = Exclude<TConnectionTab, 'blocked'>;
const ROW_TABS = CONNECTION_TABS.filter((t): t is RowTab => t !== 'blocked');
const c = userConnections;

const DAY = 86_400_000;

/** Where `me` stands with the row: the tab it shows under for them. */
function stateOf(row: Row | undefined, me: string): RowTab | 'none' {
  if (!row || row.status === 'declined') return 'none';
  if (row.status === 'accepted') return 'connected';
  if (row.requesterId === me) return 'sent';
  return row.status === 'hidden' ? 'hidden' : 'received';
}

const answer = (
  row: Row | undefined,
  me: string,
): { state: TConnectionState; connectionId: string | null } => ({
  state: stateOf(row, me),
  connectionId: row && row.status !== 'declined' ? row.id : null,
});

export async function sendRequest(o: { db: Db; me: string; username: string }) {
  return o.db.transaction(async (tx) => {
    const other = await personByUsername(tx, o.username);
    if (other.id === o.me)
      throw new AppError('self', m.errors_community_connect_self(), 400, {
        username: [m.errors_community_connect_self()],
      });
    await lockPair(tx, o.me, other.id);
    const block = await blockBetween(tx, o.me, other.id);
    if (block === 'blocked')
      throw new AppError('blocked', m.errors_more_blocked_them({ name: other.name }), 409);
    // The same words whether or not they exist to the asker: only that this cannot be done.
    if (block === 'unavailable')
      throw new AppError('unavailable', m.errors_more_cannot_connect({ name: other.name }), 403);
    const [row] = await tx.select().from(c).where(between(o.me, other.id)).for('update');
    const now = clock.now();
    const fresh = { requesterId: o.me, addresseeId: other.id, status: 'pending' as const, createdAt: now };
    if (!row) {
      const [made] = await tx.insert(c).values(fresh).returning();
      return answer(made, o.me);
    }
    if (row.status === 'accepted')
      throw new AppError('connected', m.errors_more_already_connected({ name: other.name }), 409);
    if (row.status === 'declined') {
      const again = new Date((row.respondedAt ?? row.createdAt).getTime() + CONNECTION_ASK_AGAIN_DAYS * DAY);
      if (row.requesterId === o.me && again > now)
        throw new AppError(
          'declined',
          `${other.name} did not accept your last request. You can ask again from ${formatDate(again, 'day', { now })}.`,
          409,
        );
      const [made] = await tx
        .update(c)
        .set({ ...fresh, respondedAt: null, notifiedAt: null })
        .where(eq(c.id, row.id))
        .returning();
      return answer(made, o.me);
    }
    if (row.requesterId === o.me)
      throw new AppError('asked', m.errors_more_already_asked({ name: other.name }), 409);
    // They asked first: asking back is saying yes.
    const [made] = await tx
      .update(c)
      .set({ status: 'accepted', respondedAt: now })
      .where(eq(c.id, row.id))
      .returning();
    return answer(made, o.me);
  });
}

type Action = 'accept' | 'decline' | 'hide' | 'cancel';
// Who may do what, from which statuses: the addressee answers, the requester withdraws.
const RULES: Record<Action, { by: 'addressee' | 'requester'; from: Row['status'][] }> = {
  accept: { by: 'addressee', from: ['pending', 'hidden'] },
  decline: { by: 'addressee', from: ['pending', 'hidden'] },
  hide: { by: 'addressee', from: ['pending'] },
  cancel: { by: 'requester', from: ['pending', 'hidden'] },
};

export async function answerRequest(o: { db: Db; me: string; id: string; action: Action }) {
  return o.db.transaction(async (tx) => {
    const rule = RULES[o.action];
    const mine = rule.by === 'addressee' ? eq(c.addresseeId, o.me) : eq(c.requesterId, o.me);
    const [row] = await tx
      .select()
      .from(c)
      .where(and(eq(c.id, o.id), mine, inArray(c.status, ['pending', 'hidden', 'accepted'])))
      .for('update');
    // A request that is not the reader's to answer is, for them, not there.
    if (!row) throw notFound(m.errors_not_found_request);
    if (!rule.from.includes(row.status))
      throw new AppError('answered', m.errors_community_request_answered(), 409);
    if (o.action === 'cancel') {
      await tx.delete(c).where(eq(c.id, row.id));
      return answer(undefined, o.me);
    }
    const status = o.action === 'accept' ? 'accepted' : o.action === 'decline' ? 'declined' : 'hidden';
    const [made] = await tx
      .update(c)
      .set({ status, respondedAt: clock.now() })
      .where(eq(c.id, row.id))
      .returning();
    return answer(made, o.me);
  });
}

/** Where `me` stands with someone, for their profile's connect button. */
export async function connectionWith(o: { db: Db; me: string; username: string }) {
  const other = await personByUsername(o.db, o.username);
  const [block, [row]] = await Promise.all([
    blockBetween(o.db, o.me, other.id),
    o.db.select().from(c).where(between(o.me, other.id)),
  ]);
  return block ? { state: block, connectionId: null } : answer(row, o.me);
}

export async function removeConnection(o: { db: Db; me: string; username: string }) {
  const other = await personByUsername(o.db, o.username);
  const gone = await o.db
    .delete(c)
    .where(and(between(o.me, other.id), eq(c.status, 'accepted')))
    .returning({ id: c.id });
  if (gone.length === 0) throw notFound(m.errors_not_found_connection);
  return answer(undefined, o.me);
}

/** What each tab holds for `me`. */
function tabWhere(me: string, tab: RowTab): SQL {
  switch (tab) {
    case 'connected':
      return and(eq(c.status, 'accepted'), or(eq(c.requesterId, me), eq(c.addresseeId, me))) as SQL;
    case 'received':
      return and(eq(c.status, 'pending'), eq(c.addresseeId, me)) as SQL;
    case 'sent':
      return and(inArray(c.status, ['pending', 'hidden']), eq(c.requesterId, me)) as SQL;
    case 'hidden':
      return and(eq(c.status, 'hidden'), eq(c.addresseeId, me)) as SQL;
  }
}

export async function listConnections(o: { db: Db; me: string; tab: TConnectionTab; page: number }) {
  const [listed, counts] = await Promise.all([
    o.tab === 'blocked' ? listBlocked(o) : listRows({ ...o, tab: o.tab }),
    countTabs(o.db, o.me),
  ]);
  return { connections: listed.connections, counts, total: counts[o.tab] };
}

async function listRows(o: { db: Db; me: string; tab: RowTab; page: number }) {
  const other = sql`case when ${c.requesterId} = ${o.me} then ${c.addresseeId} else ${c.requesterId} end`;
  const since = sql<Date>`coalesce(${c.respondedAt}, ${c.createdAt})`;
  const where = tabWhere(o.me, o.tab);
  const rows = await o.db
    .select({ row: c, id: users.id, username: users.username, name: users.name })
    .from(c)
    .innerJoin(users, eq(users.id, other))
    .where(where)
    .orderBy(o.tab === 'connected' ? desc(since) : desc(c.createdAt), desc(c.id))
    .limit(CONNECTIONS_PER_PAGE)
    .offset((o.page - 1) * CONNECTIONS_PER_PAGE);
  const connections: TConnection[] = rows.map((r) => ({
    id: r.row.id,
    person: { id: r.id, username: r.username, name: r.name },
    state: stateOf(r.row, o.me) as RowTab,
    since: (o.tab === 'connected' ? (r.row.respondedAt ?? r.row.createdAt) : r.row.createdAt).toISOString(),
  }));
  return { connections };
}

/** Every tab's count: one pass over the reader's rows, and their blocks. */
async function countTabs(db: Db, me: string): Promise<Record<TConnectionTab, number>> {
  const [[rows], [blocks]] = await Promise.all([
    db
      .select(
        Object.fromEntries(
          ROW_TABS.map((tab) => [
            tab,
            sql<number>`count(*) filter (where ${tabWhere(me, tab)})`.mapWith(Number),
          ]),
        ) as Record<RowTab, SQL<number>>,
      )
      .from(c)
      .where(or(eq(c.requesterId, me), eq(c.addresseeId, me))),
    db.select({ blocked: count() }).from(userBlocks).where(eq(userBlocks.blockerId, me)),
  ]);
  return { ...rows, blocked: blocks.blocked };
}
