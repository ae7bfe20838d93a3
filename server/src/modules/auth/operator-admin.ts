import { ZEmail, ZName, ZPassword } from '@upahar/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { contactChanges } from '../../db/schema/contact-changes.ts';
import { socialIdentities, socialLinkRequests } from '../../db/schema/social-sign-in.ts';
import { users, userTokens } from '../../db/schema/users.ts';
import * as clock from '../../lib/clock.ts';
import { DEMO_DOMAIN, isDemoAddress } from '../../lib/demo-addresses.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { usernameFrom } from './phone-sign-in.ts';
import { revokeOtherSessions } from './sessions.ts';

/** A refusal the operator's command prints as it is. */
export class AdminAccountError extends Error {}

const check = <T>(schema: z.ZodType<T>, value: unknown): T => {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new AdminAccountError(parsed.error.issues[0]?.message ?? 'Invalid value');
  return parsed.data;
};

const typedPassword = async (ask: () => Promise<string>) => hashPassword(check(ZPassword, await ask()));

/**
 * Makes the shop's first admin (and any later one) from the operator's command line, the only
 * way besides another admin to get one: the sign-up form makes customers only. The password is
 * always the one typed at the prompt, and the address counts as verified because the operator
 * vouches for it. An existing account is promoted and taken over (`takeOver`).
 */
export async function makeAdmin(o: {
  db: Db;
  email: string;
  name?: string;
  password: () => Promise<string>;
}): Promise<{ created: boolean; email: string }> {
  const email = check(ZEmail, o.email);
  if (isDemoAddress(email))
    throw new AdminAccountError(`An address on ${DEMO_DOMAIN} belongs to the demo shop; use your own`);
  const [existing] = await o.db
    .select({ id: users.id, suspendedAt: users.suspendedAt })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email));
  if (existing?.suspendedAt)
    throw new AdminAccountError(
      `The account ${email} is suspended; reinstate it first or use another address`,
    );
  if (existing) {
    await takeOver(o.db, existing.id, await typedPassword(o.password));
    return { created: false, email };
  }
  const name = check(ZName, o.name ?? email.split('@')[0]);
  const passwordHash = await typedPassword(o.password);
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

/**
 * An account already on the address may not be the operator's doing: anyone can sign up with an
 * address before its owner does, choose the password, link their Google or Facebook, prove a
 * phone of theirs and ask to move the account to an address of theirs. So the new admin keeps
 * only the password typed at the prompt: every session, e-mailed link, linked provider, pending
 * change of address or number and the number's sign-in end, in one transaction.
 */
async function takeOver(db: Db, userId: string, passwordHash: string) {
  const now = clock.now();
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        role: 'admin',
        passwordHash,
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
        phoneVerifiedAt: null,
        updatedAt: now,
      })
      .where(eq(users.id, userId));
    await revokeOtherSessions({ db: tx, userId });
    await tx.delete(userTokens).where(eq(userTokens.userId, userId));
    await tx.delete(socialIdentities).where(eq(socialIdentities.userId, userId));
    await tx
      .update(socialLinkRequests)
      .set({ usedAt: now })
      .where(and(eq(socialLinkRequests.userId, userId), isNull(socialLinkRequests.usedAt)));
    await tx
      .update(contactChanges)
      .set({ usedAt: now })
      .where(and(eq(contactChanges.userId, userId), isNull(contactChanges.usedAt)));
  });
}
