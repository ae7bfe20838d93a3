import type { TMyStore } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { storeInvitations, storeStaff } from '../../db/schema/store-team.ts';
import * as clock from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { hashToken } from '../../lib/tokens.ts';
import { makeSeller } from '../auth/index.ts';
import { users } from '../auth/tables.ts';
import { stores } from '../catalog/tables.ts';
import { dropFollow } from '../follows/index.ts';
import { queueEmail } from '../mail/index.ts';

// The invited person's side: the link shows what it offers to the signed-in account and joins
// the team when that account has the address it was sent to.

const invalid = () => new AppError('invalid_invitation', m.errors_sellers_invitation_invalid(), 400);

async function findOpen(db: DbOrTx, token: string, lock = false) {
  const query = db
    .select({
      invitation: storeInvitations,
      storeName: stores.name,
      storeSlug: stores.slug,
      ownerUserId: stores.ownerUserId,
      invitedBy: users.name,
    })
    .from(storeInvitations)
    .innerJoin(stores, eq(stores.id, storeInvitations.storeId))
    .leftJoin(users, eq(users.id, storeInvitations.invitedBy))
    .where(
      and(
        eq(storeInvitations.tokenHash, hashToken(token)),
        isNull(storeInvitations.acceptedAt),
        isNull(storeInvitations.revokedAt),
        gt(storeInvitations.expiresAt, clock.now()),
      ),
    );
  const [row] = lock ? await query.for('update', { of: storeInvitations }) : await query;
  if (!row) throw invalid();
  return row;
}

async function accountOf(db: DbOrTx, userId: string, lock = false) {
  const query = db
    .select({ id: users.id, email: users.email, name: users.name, role: users.role })
    .from(users)
    .where(eq(users.id, userId));
  const [user] = lock ? await query.for('no key update') : await query;
  if (!user) throw invalid();
  return user;
}

async function isMember(db: DbOrTx, storeId: number, userId: string) {
  const rows = await db
    .select({ userId: storeStaff.userId })
    .from(storeStaff)
    .where(and(eq(storeStaff.storeId, storeId), eq(storeStaff.userId, userId)));
  return rows.length > 0;
}

export async function previewInvitation(db: DbOrTx, userId: string, token: string) {
  const row = await findOpen(db, token);
  const user = await accountOf(db, userId);
  const { invitation: i } = row;
  const member = row.ownerUserId === userId || (await isMember(db, i.storeId, userId));
  return {
    storeName: row.storeName,
    storeSlug: row.storeSlug,
    role: i.role,
    email: i.email,
    invitedBy: row.invitedBy,
    expiresAt: i.expiresAt.toISOString(),
    state: member
      ? ('already_member' as const)
      : user.email.toLowerCase() === i.email
        ? ('open' as const)
        : ('other_account' as const),
  };
}

/**
 * Joins the team: one transaction that uses the invitation up, adds the member, lets a customer
 * account into the dashboard (sellers' role) and tells whoever invited them.
 */
export async function acceptInvitation(opts: { db: Db; userId: string; token: string }): Promise<TMyStore> {
  return opts.db.transaction(async (tx) => {
    const row = await findOpen(tx, opts.token, true);
    const { invitation: i } = row;
    // Locked as a follow locks it (follows module), so a follow the person sends meanwhile is
    // either ended below or, coming after, sees them on the team and is refused.
    const user = await accountOf(tx, opts.userId, true);
    if (user.email.toLowerCase() !== i.email)
      throw new AppError('other_account', m.errors_more_invitation_other_email({ email: i.email }), 403);
    if (row.ownerUserId === user.id || (await isMember(tx, i.storeId, user.id)))
      throw new AppError('already_member', m.errors_more_already_on_team({ store: row.storeName }), 409);
    await tx
      .insert(storeStaff)
      .values({ storeId: i.storeId, userId: user.id, role: i.role, addedBy: i.invitedBy });
    // A store's team are not its followers: the follower count is for shoppers who like it.
    await dropFollow(tx, { storeId: i.storeId, userId: user.id });
    await tx.update(storeInvitations).set({ acceptedAt: clock.now() }).where(eq(storeInvitations.id, i.id));
    if (user.role === 'customer') await makeSeller(tx, user.id);
    if (i.invitedBy) {
      const [inviter] = await tx
        .select({ email: users.email, name: users.name })
        .from(users)
        .where(eq(users.id, i.invitedBy));
      if (inviter)
        await queueEmail({
          db: tx,
          mail: {
            to: inviter.email,
            subject: `${user.name} joined ${row.storeName}`,
            text: [
              `Namaste ${inviter.name},`,
              '',
              `${user.name} (${user.email}) accepted your invitation and joined ${row.storeName} as ${i.role}.`,
              '',
              'Upahar',
            ].join('\n'),
          },
        });
    }
    return { id: i.storeId, name: row.storeName, slug: row.storeSlug, role: i.role };
  });
}
