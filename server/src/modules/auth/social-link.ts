import { SOCIAL_PROVIDER_NAMES, type TSocialProvider, type TUser } from '@upahar/contract';
import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { socialIdentities, users } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { createSession, toUser } from './sessions.ts';
import { findLinked } from './social-accounts.ts';
import type { ProviderIdentity } from './social-identity.ts';

// Linking Google or Facebook from the profile while signed in. Being signed in proves the
// account and coming back from the provider proves the provider account, so it links at once;
// no mailed link is needed as it is when someone signs in with a provider whose address has an
// account.

const alreadyLinked = (name: string) =>
  new AppError(
    'already_linked',
    `Your account is already linked to a ${name} account. Unlink it first to link another one.`,
    409,
  );

/** Refuses to begin when the account already has a provider of this kind. */
export async function assertCanLink(db: DbOrTx, userId: string, provider: TSocialProvider) {
  const [mine] = await db
    .select({ id: socialIdentities.id })
    .from(socialIdentities)
    .where(and(eq(socialIdentities.userId, userId), eq(socialIdentities.provider, provider)));
  if (mine) throw alreadyLinked(SOCIAL_PROVIDER_NAMES[provider]);
}

/**
 * Links the identity that came back to the account that began the link, and answers a fresh
 * session for it (the callback page signs in with whatever it is answered). An identity that
 * already signs in to another account stays there.
 */
export async function linkToAccount(o: {
  db: Db;
  userId: string;
  identity: ProviderIdentity;
  sessionDays: number;
  userAgent?: string;
  ip?: string;
}): Promise<{ token: string; user: TUser }> {
  const name = SOCIAL_PROVIDER_NAMES[o.identity.provider];
  return o.db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, o.userId)).for('update');
    if (!user) throw notFound('The account');
    const owner = await findLinked(tx, o.identity);
    if (owner && owner.id !== user.id)
      throw new AppError(
        'linked_elsewhere',
        `This ${name} account already signs in to another Upahar account. Sign in there and unlink it first.`,
        409,
      );
    if (!owner) {
      await assertCanLink(tx, user.id, o.identity.provider);
      await tx.insert(socialIdentities).values({
        provider: o.identity.provider,
        providerUserId: o.identity.subject,
        userId: user.id,
        email: o.identity.email,
      });
    }
    const token = await createSession({
      db: tx,
      userId: user.id,
      days: o.sessionDays,
      userAgent: o.userAgent,
      ip: o.ip,
    });
    return { token, user: toUser(user) };
  });
}
