import { ZEmail, ZName, ZPassword } from '@upahar/contract';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import * as clock from '../../lib/clock.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { usernameFrom } from './phone-sign-in.ts';

/** A refusal the operator's command prints as it is. */
export class AdminAccountError extends Error {}

const check = <T>(schema: z.ZodType<T>, value: unknown): T => {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new AdminAccountError(parsed.error.issues[0]?.message ?? 'Invalid value');
  return parsed.data;
};

/**
 * Makes the shop's first admin (and any later one) from the operator's command line, the only
 * way besides another admin to get one: the sign-up form makes customers only. An existing account
 * is promoted and keeps its password; a new one is made with `password()`, asked only then, and
 * counts as verified because the operator vouches for the address.
 */
export async function makeAdmin(o: {
  db: Db;
  email: string;
  name?: string;
  password: () => Promise<string>;
  /** Addresses on this domain are refused: their accounts' password is public. */
  demoDomain: string;
}): Promise<{ created: boolean; email: string }> {
  const email = check(ZEmail, o.email);
  if (email.endsWith(`@${o.demoDomain}`) || email.endsWith(`.${o.demoDomain}`))
    throw new AdminAccountError(`An address on ${o.demoDomain} belongs to the demo shop; use your own`);
  const [existing] = await o.db
    .select({ id: users.id, suspendedAt: users.suspendedAt })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email));
  if (existing?.suspendedAt)
    throw new AdminAccountError(
      `The account ${email} is suspended; reinstate it first or use another address`,
    );
  if (existing) {
    await o.db.update(users).set({ role: 'admin', updatedAt: clock.now() }).where(eq(users.id, existing.id));
    return { created: false, email };
  }
  const name = check(ZName, o.name ?? email.split('@')[0]);
  const passwordHash = await hashPassword(check(ZPassword, await o.password()));
  for (let i = 0; i < 5; i++) {
    const [created] = await o.db
      .insert(users)
      .values({
        name,
        username: usernameFrom(name),
        email,
        passwordHash,
        role: 'admin',
        emailVerifiedAt: clock.now(),
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (created) return { created: true, email };
  }
  throw new AdminAccountError(`Could not make the account ${email}; try again`);
}
