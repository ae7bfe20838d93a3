import type { TProfile, TUpdateProfileBody } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { toUser } from './sessions.ts';

export const toProfile = (u: typeof users.$inferSelect): TProfile => ({
  ...toUser(u),
  phoneVerified: u.phoneVerifiedAt !== null,
  hasPassword: u.passwordHash !== null,
  bio: u.bio,
  gender: u.gender,
  dateOfBirth: u.dateOfBirth,
  address: u.address,
});

export async function getProfile(opts: { db: Db; userId: string }): Promise<TProfile> {
  const row = (await opts.db.select().from(users).where(eq(users.id, opts.userId)).limit(1))[0];
  if (!row) throw notFound(m.errors_not_found_profile);
  return toProfile(row);
}

/** Only these fields are writable; role, e-mail and verification never come from a body. */
export async function updateProfile(opts: {
  db: Db;
  userId: string;
  body: TUpdateProfileBody;
}): Promise<TProfile> {
  const b = opts.body;
  const current = (await opts.db.select().from(users).where(eq(users.id, opts.userId)).limit(1))[0];
  if (!current) throw notFound(m.errors_not_found_profile);
  // A number proven with a texted code signs in to this account; a new number typed here is not
  // proven, so it loses that. An account with no password signs in only with its number.
  const newPhone = b.phone !== undefined && b.phone !== current.phone;
  if (newPhone && current.phoneVerifiedAt && !current.passwordHash) {
    const message = m.errors_accounts_phone_signs_in();
    throw new AppError('phone_signs_in', message, 400, { phone: [message] });
  }
  const rows = await opts.db
    .update(users)
    .set({
      name: b.name,
      ...(b.phone !== undefined ? { phone: b.phone } : {}),
      ...(newPhone ? { phoneVerifiedAt: null } : {}),
      ...(b.bio !== undefined ? { bio: b.bio || null } : {}),
      ...(b.gender !== undefined ? { gender: b.gender } : {}),
      ...(b.dateOfBirth !== undefined ? { dateOfBirth: b.dateOfBirth } : {}),
      ...(b.address !== undefined ? { address: b.address || null } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, opts.userId))
    .returning();
  if (!rows[0]) throw notFound(m.errors_not_found_profile);
  return toProfile(rows[0]);
}
