import type { TProfile, TUpdateProfileBody } from '@upahar/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { toUser } from './sessions.ts';

const toProfile = (u: typeof users.$inferSelect): TProfile => ({
  ...toUser(u),
  bio: u.bio,
  gender: u.gender,
  dateOfBirth: u.dateOfBirth,
  address: u.address,
});

export async function getProfile(opts: { db: Db; userId: string }): Promise<TProfile> {
  const row = (await opts.db.select().from(users).where(eq(users.id, opts.userId)).limit(1))[0];
  if (!row) throw notFound('The profile');
  return toProfile(row);
}

/** Only these fields are writable; role, e-mail and verification never come from a body. */
export async function updateProfile(opts: {
  db: Db;
  userId: string;
  body: TUpdateProfileBody;
}): Promise<TProfile> {
  const b = opts.body;
  const rows = await opts.db
    .update(users)
    .set({
      name: b.name,
      ...(b.phone !== undefined ? { phone: b.phone } : {}),
      ...(b.bio !== undefined ? { bio: b.bio || null } : {}),
      ...(b.gender !== undefined ? { gender: b.gender } : {}),
      ...(b.dateOfBirth !== undefined ? { dateOfBirth: b.dateOfBirth } : {}),
      ...(b.address !== undefined ? { address: b.address || null } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, opts.userId))
    .returning();
  if (!rows[0]) throw notFound('The profile');
  return toProfile(rows[0]);
}
