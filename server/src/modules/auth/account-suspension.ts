import {
  ADMIN_ACCOUNTS_PER_PAGE,
  currentLocale,
  possessive,
  type TAdminAccount,
  type TAdminAccountsQuery,
} from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { and, asc, count, eq, ilike, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import * as clock from '../../lib/clock.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { containing } from '../../lib/like.ts';
import { recordChange } from '../audit/index.ts';
import { queueEmail } from '../mail/index.ts';
import { revokeOtherSessions } from './sessions.ts';

/** "Sita's" in English, "सिताको" in Nepali: a name owning something. */
const whose = (name: string) => (currentLocale() === 'ne' ? `${name}को` : possessive(name));

// Admins suspend and reinstate accounts. A suspended account cannot sign in by any way, its
// sessions stop working at once (findSession checks it), and its public profile and connect
// button are gone; its orders, reviews and answers stay as they are. Admins are not suspended
// here: another admin's account is changed in the database, on purpose, by someone who can.

type Row = typeof users.$inferSelect;

const toAccount = (u: Row): TAdminAccount => ({
  id: u.id,
  name: u.name,
  username: u.username,
  email: u.email.endsWith('.invalid') ? '' : u.email,
  phone: u.phone,
  role: u.role,
  joinedAt: u.createdAt.toISOString(),
  suspended: u.suspendedAt ? { at: u.suspendedAt.toISOString(), reason: u.suspendReason ?? '' } : null,
});

export async function listAccounts(db: Db, query: TAdminAccountsQuery) {
  const where: SQL[] = [];
  if (query.q) {
    const like = containing(query.q);
    where.push(
      or(
        ilike(users.name, like),
        ilike(users.username, like),
        ilike(users.email, like),
        ilike(users.phone, like),
      ) as SQL,
    );
  }
  if (query.status === 'active') where.push(isNull(users.suspendedAt));
  if (query.status === 'suspended') where.push(isNotNull(users.suspendedAt));
  const cond = where.length ? and(...where) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(cond)
      .orderBy(asc(users.name), asc(users.id))
      .limit(ADMIN_ACCOUNTS_PER_PAGE)
      .offset((query.page - 1) * ADMIN_ACCOUNTS_PER_PAGE),
    db.select({ total: count() }).from(users).where(cond),
  ]);
  return { accounts: rows.map(toAccount), total: Number(total) };
}

async function lockAccount(tx: DbOrTx, id: string): Promise<Row> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  if (!row) throw notFound(m.errors_not_found_account);
  return row;
}

const snapshot = (u: Row) => ({ suspendedAt: u.suspendedAt, suspendReason: u.suspendReason });

/** Suspends an account with the reason, ends its sessions and e-mails it; 409 when not possible. */
export async function suspendAccount(o: { db: Db; id: string; reason: string; adminId: string }) {
  return o.db.transaction(async (tx) => {
    const before = await lockAccount(tx, o.id);
    if (before.id === o.adminId) throw new AppError('own_account', m.errors_accounts_own_account(), 409);
    if (before.role === 'admin') throw new AppError('admin_account', m.errors_accounts_admin_account(), 409);
    if (before.suspendedAt)
      throw new AppError(
        'already_suspended',
        m.errors_accounts_already_suspended({ whose: whose(before.name) }),
        409,
      );
    const [after] = await tx
      .update(users)
      .set({ suspendedAt: clock.now(), suspendReason: o.reason, updatedAt: clock.now() })
      .where(eq(users.id, o.id))
      .returning();
    await revokeOtherSessions({ db: tx, userId: o.id });
    return recordAndTell(tx, before, after, {
      subject: 'Your Upahar account is suspended',
      lines: [
        'Your Upahar account has been suspended: you cannot sign in and your public profile is hidden.',
        `Reason: ${o.reason}`,
        '',
        'Orders you placed stay as they are. Reply to this e-mail to talk about it.',
      ],
    });
  });
}

/** Reinstates a suspended account and tells its owner; 409 when it was not suspended. */
export async function reinstateAccount(o: { db: Db; id: string; publicUrl: string }) {
  return o.db.transaction(async (tx) => {
    const before = await lockAccount(tx, o.id);
    if (!before.suspendedAt)
      throw new AppError(
        'not_suspended',
        m.errors_accounts_not_suspended({ whose: whose(before.name) }),
        409,
      );
    const [after] = await tx
      .update(users)
      .set({ suspendedAt: null, suspendReason: null, updatedAt: clock.now() })
      .where(eq(users.id, o.id))
      .returning();
    return recordAndTell(tx, before, after, {
      subject: 'Your Upahar account is open again',
      lines: [`Your Upahar account has been reinstated: you can sign in again at ${o.publicUrl}.`],
    });
  });
}

/** The change in the audit log and the owner's e-mail, in the change's transaction. */
async function recordAndTell(
  tx: DbOrTx,
  before: Row,
  after: Row,
  mail: { subject: string; lines: string[] },
): Promise<TAdminAccount> {
  await recordChange(tx, {
    entity: 'user',
    entityId: after.id,
    before: snapshot(before),
    after: snapshot(after),
  });
  const account = toAccount(after);
  if (account.email) {
    const text = [`Hello ${after.name},`, '', ...mail.lines].join('\n');
    await queueEmail({ db: tx, mail: { to: account.email, subject: mail.subject, text } });
  }
  return account;
}
