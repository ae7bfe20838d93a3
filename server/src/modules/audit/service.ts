import { AUDIT_PER_PAGE, type TAuditEntry, type TAuditQuery } from '@upahar/contract';
import { and, count, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditChanges, auditLog } from '../../db/schema/audit.ts';
import { users } from '../auth/tables.ts';
import { actionLabel, isKnownAction } from './labels.ts';
import { changedFields, sentFields, words } from './readable.ts';
import { targetNames } from './targets.ts';

const likeOf = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Kathmandu days: a date range in the filter means whole days as the shop's staff live them. */
const dayStart = (isoDate: string) => sql`(${isoDate}::date)::timestamp at time zone 'Asia/Kathmandu'`;

function filters(q: TAuditQuery): SQL | undefined {
  const where: SQL[] = [];
  if (q.user) {
    const like = likeOf(q.user);
    where.push(or(ilike(users.email, like), ilike(users.username, like), ilike(users.name, like)) as SQL);
  }
  // A pick from the list is that action only; typed text still finds every action containing it.
  if (q.action)
    where.push(
      isKnownAction(q.action) ? eq(auditLog.action, q.action) : ilike(auditLog.action, likeOf(q.action)),
    );
  if (q.from) where.push(gte(auditLog.createdAt, dayStart(q.from)));
  if (q.to) where.push(lt(auditLog.createdAt, sql`${dayStart(q.to)} + interval '1 day'`));
  return where.length ? and(...where) : undefined;
}

/** A page of the audit log, newest first, each entry with the changes its services recorded. */
export async function listAuditLog(opts: { db: Db; query: TAuditQuery }) {
  const { db, query } = opts;
  const where = filters(query);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        entry: auditLog,
        userName: users.name,
        userEmail: users.email,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.userId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(AUDIT_PER_PAGE)
      .offset((query.page - 1) * AUDIT_PER_PAGE),
    db.select({ total: count() }).from(auditLog).leftJoin(users, eq(users.id, auditLog.userId)).where(where),
  ]);
  const ids = rows.map((r) => r.entry.requestId);
  const [changes, targets] = await Promise.all([
    ids.length
      ? db
          .select()
          .from(auditChanges)
          .where(inArray(auditChanges.requestId, ids))
          .orderBy(auditChanges.createdAt)
      : [],
    targetNames(
      db,
      rows.map((r) => r.entry),
    ),
  ]);
  const entries: TAuditEntry[] = rows.map(({ entry, userName, userEmail }, i) => ({
    id: entry.id,
    user:
      entry.userId && userEmail ? { id: entry.userId, name: userName ?? userEmail, email: userEmail } : null,
    role: entry.role,
    action: entry.action,
    actionLabel: actionLabel(entry.action),
    method: entry.method,
    route: entry.route,
    targetId: entry.targetId,
    target: targets[i],
    body: entry.body,
    sent: sentFields(entry.body),
    status: entry.status,
    createdAt: entry.createdAt.toISOString(),
    changes: changes
      .filter((c) => c.requestId === entry.requestId)
      .map((c) => ({
        entity: c.entity,
        entityLabel: words(c.entity),
        entityId: c.entityId,
        fields: changedFields(c.before, c.after),
        before: c.before,
        after: c.after,
      })),
  }));
  return { entries, total };
}
