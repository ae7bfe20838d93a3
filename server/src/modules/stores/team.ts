import type { TMyStore, TStoreTeam } from '@upahar/contract';
import { INVITATION_DAYS, staffRoleLabel, type TStaffRole } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { storeInvitations, storeStaff } from '../../db/schema/store-team.ts';
import * as clock from '../../lib/clock.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { recordChange } from '../audit/index.ts';
import { users } from '../auth/tables.ts';
import { stores } from '../catalog/tables.ts';
import { queueEmail } from '../mail/index.ts';
import { ORDER_ROLES, storesOf } from './access.ts';

export type TeamViewer = { userId: string; role: 'seller' | 'admin' };

const iso = (d: Date) => d.toISOString();

/** The stores the viewer works on and their part in each; an admin gets every store. */
export async function listMyStores(db: DbOrTx, viewer: TeamViewer): Promise<TMyStore[]> {
  if (viewer.role === 'admin') {
    const rows = await db
      .select({ id: stores.id, name: stores.name, slug: stores.slug })
      .from(stores)
      .orderBy(asc(stores.name));
    return rows.map((r) => ({ ...r, role: 'admin' as const }));
  }
  const rows = await db
    .select({
      id: stores.id,
      name: stores.name,
      slug: stores.slug,
      ownerUserId: stores.ownerUserId,
      staffRole: storeStaff.role,
    })
    .from(stores)
    .leftJoin(storeStaff, and(eq(storeStaff.storeId, stores.id), eq(storeStaff.userId, viewer.userId)))
    .where(sql`${stores.id} in ${storesOf(viewer.userId, ORDER_ROLES)}`)
    .orderBy(asc(stores.name));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    slug: r.slug,
    role: r.ownerUserId === viewer.userId ? 'owner' : (r.staffRole ?? 'packer'),
  }));
}

/** The store if the viewer works on it (anyone on the team sees the team), else 404. */
async function visibleStore(db: DbOrTx, viewer: TeamViewer, storeId: number) {
  const mine =
    viewer.role === 'admin' ? undefined : sql`${stores.id} in ${storesOf(viewer.userId, ORDER_ROLES)}`;
  const [store] = await db
    .select({ id: stores.id, name: stores.name, slug: stores.slug, ownerUserId: stores.ownerUserId })
    .from(stores)
    .where(and(eq(stores.id, storeId), mine));
  if (!store) throw notFound(m.errors_not_found_store);
  return store;
}

/** Only the owner or an admin changes the team; the others on it get a plain refusal. */
async function managedStore(db: DbOrTx, viewer: TeamViewer, storeId: number) {
  const store = await visibleStore(db, viewer, storeId);
  if (viewer.role !== 'admin' && store.ownerUserId !== viewer.userId)
    throw new AppError('not_owner', m.errors_sellers_owner_changes_team(), 403);
  return store;
}

export async function getTeam(db: DbOrTx, viewer: TeamViewer, storeId: number): Promise<TStoreTeam> {
  const store = await visibleStore(db, viewer, storeId);
  const [owner, members, invitations] = await Promise.all([
    store.ownerUserId
      ? db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, store.ownerUserId))
      : Promise.resolve([]),
    db
      .select({
        userId: users.id,
        name: users.name,
        email: users.email,
        role: storeStaff.role,
        since: storeStaff.createdAt,
      })
      .from(storeStaff)
      .innerJoin(users, eq(users.id, storeStaff.userId))
      .where(eq(storeStaff.storeId, storeId))
      .orderBy(asc(storeStaff.createdAt)),
    db
      .select()
      .from(storeInvitations)
      .where(and(eq(storeInvitations.storeId, storeId), openInvitation()))
      .orderBy(asc(storeInvitations.createdAt)),
  ]);
  return {
    store: { id: store.id, name: store.name, slug: store.slug },
    owner: owner[0] ?? null,
    members: members.map((m) => ({ ...m, since: iso(m.since) })),
    invitations: invitations.map((i) => ({
      id: i.id,
      email: i.email,
      role: i.role,
      invitedAt: iso(i.createdAt),
      expiresAt: iso(i.expiresAt),
    })),
    canManage: viewer.role === 'admin' || store.ownerUserId === viewer.userId,
  };
}

const openInvitation = () =>
  and(
    isNull(storeInvitations.acceptedAt),
    isNull(storeInvitations.revokedAt),
    gt(storeInvitations.expiresAt, clock.now()),
  );

/**
 * Invites `email` to the store's team and e-mails the link. A new invitation to the same address
 * replaces an open one (its old link stops working); the owner and current members are refused.
 */
export async function invite(opts: {
  db: Db;
  viewer: TeamViewer;
  storeId: number;
  email: string;
  role: TStaffRole;
  publicUrl: string;
}): Promise<TStoreTeam> {
  const { db, viewer, storeId } = opts;
  const email = opts.email.toLowerCase();
  await db.transaction(async (tx) => {
    const store = await managedStore(tx, viewer, storeId);
    const [existing] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email));
    if (existing && existing.id === store.ownerUserId) {
      const message = m.errors_staff_already_owner();
      throw new AppError('already_owner', message, 409, { email: [message] });
    }
    if (existing) {
      const [member] = await tx
        .select({ role: storeStaff.role })
        .from(storeStaff)
        .where(and(eq(storeStaff.storeId, storeId), eq(storeStaff.userId, existing.id)));
      if (member) {
        const message = m.stores_already_on_team({ role: staffRoleLabel(member.role).toLowerCase() });
        throw new AppError('already_member', message, 409, { email: [message] });
      }
    }
    await tx
      .update(storeInvitations)
      .set({ revokedAt: clock.now() })
      .where(and(eq(storeInvitations.storeId, storeId), eq(storeInvitations.email, email), openInvitation()));
    const token = newToken();
    await tx.insert(storeInvitations).values({
      storeId,
      email,
      role: opts.role,
      tokenHash: hashToken(token),
      invitedBy: viewer.userId,
      expiresAt: new Date(clock.now().getTime() + INVITATION_DAYS * 86_400_000),
    });
    await recordChange(tx, {
      entity: 'store_invitation',
      entityId: storeId,
      before: null,
      after: { email, role: opts.role },
    });
    const [inviter] = await tx.select({ name: users.name }).from(users).where(eq(users.id, viewer.userId));
    const link = `${opts.publicUrl}/join-store?token=${encodeURIComponent(token)}`;
    // The invitation e-mail is written in English throughout.
    const role = staffRoleLabel(opts.role, 'en').toLowerCase();
    await queueEmail({
      db: tx,
      mail: {
        to: email,
        subject: `Join ${store.name} on Upahar as ${role}`,
        text: [
          'Namaste,',
          '',
          `${inviter?.name ?? 'The owner'} invites you to help run ${store.name} on Upahar as ${role}.`,
          '',
          `Accept with the Upahar account of this address (${email}); create one first if you have none:`,
          link,
          '',
          `The link works for ${INVITATION_DAYS} days. If you did not expect it, ignore this e-mail.`,
          '',
          'Upahar',
        ].join('\n'),
      },
    });
  });
  return getTeam(db, viewer, storeId);
}

export async function revoke(opts: { db: Db; viewer: TeamViewer; storeId: number; invitationId: string }) {
  const { db, viewer, storeId } = opts;
  await managedStore(db, viewer, storeId);
  const done = await db
    .update(storeInvitations)
    .set({ revokedAt: clock.now() })
    .where(
      and(
        eq(storeInvitations.id, opts.invitationId),
        eq(storeInvitations.storeId, storeId),
        openInvitation(),
      ),
    )
    .returning({ id: storeInvitations.id });
  if (done.length === 0) throw notFound(m.errors_not_found_invitation);
  return getTeam(db, viewer, storeId);
}

export async function changeRole(opts: {
  db: Db;
  viewer: TeamViewer;
  storeId: number;
  userId: string;
  role: TStaffRole;
}) {
  const { db, viewer, storeId } = opts;
  await managedStore(db, viewer, storeId);
  const member = and(eq(storeStaff.storeId, storeId), eq(storeStaff.userId, opts.userId));
  const [before] = await db.select({ role: storeStaff.role }).from(storeStaff).where(member);
  if (!before) throw notFound(m.errors_not_found_team_member);
  await db.update(storeStaff).set({ role: opts.role }).where(member);
  await recordChange(db, {
    entity: 'store_staff',
    entityId: opts.userId,
    before,
    after: { role: opts.role },
  });
  return getTeam(db, viewer, storeId);
}

export async function removeMember(opts: { db: Db; viewer: TeamViewer; storeId: number; userId: string }) {
  const { db, viewer, storeId } = opts;
  await managedStore(db, viewer, storeId);
  const done = await db
    .delete(storeStaff)
    .where(and(eq(storeStaff.storeId, storeId), eq(storeStaff.userId, opts.userId)))
    .returning({ userId: storeStaff.userId, role: storeStaff.role });
  if (done.length === 0) throw notFound(m.errors_not_found_team_member);
  await recordChange(db, { entity: 'store_staff', entityId: opts.userId, before: done[0], after: null });
  return getTeam(db, viewer, storeId);
}
