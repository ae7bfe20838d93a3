import { SOCIAL_PROVIDER_NAMES, type TSocialProvider } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { socialIdentities } from '../../db/schema/social-sign-in.ts';
import { users } from '../../db/schema/users.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { queueEmail } from '../mail/index.ts';
import { findLinked } from './social-accounts.ts';
import type { ProviderIdentity } from './social-identity.ts';
import { socialLinkedMail } from './social-mails.ts';

// Linking Google or Facebook from the profile while signed in. The trip is begun and finished by
// the same signed-in session (the callback must carry it), which proves the account; coming back
// from the provider proves the provider account. So it links at once, with no mailed link as
// when someone signs in with a provider whose address has an account, and the address is told.

const alreadyLinked = (name: string) =>
  new AppError('already_linked', m.errors_accounts_already_linked({ name }), 409);

/** Refuses to begin when the account already has a provider of this kind. */
export async function assertCanLink(db: DbOrTx, userId: string, provider: TSocialProvider) {
  const [mine] = await db
    .select({ id: socialIdentities.id })
    .from(socialIdentities)
    .where(and(eq(socialIdentities.userId, userId), eq(socialIdentities.provider, provider)));
  if (mine) throw alreadyLinked(SOCIAL_PROVIDER_NAMES[provider]);
}

/**
 * Links the identity that came back to the account that began the link, and tells the account's
 * address. An identity that already signs in to another account stays there.
 */
export async function linkToAccount(o: {
  db: Db;
  userId: string;
  identity: ProviderIdentity;
  publicUrl: string;
}): Promise<void> {
  const name = SOCIAL_PROVIDER_NAMES[o.identity.provider];
  await o.db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, o.userId)).for('update');
    if (!user) throw notFound(m.errors_not_found_account);
    const owner = await findLinked(tx, o.identity);
    if (owner && owner.id !== user.id)
      throw new AppError('linked_elsewhere', m.errors_accounts_linked_elsewhere({ name }), 409);
    if (owner) return;
    await assertCanLink(tx, user.id, o.identity.provider);
    await tx.insert(socialIdentities).values({
      provider: o.identity.provider,
      providerUserId: o.identity.subject,
      userId: user.id,
      email: o.identity.email,
    });
    await queueEmail({
      db: tx,
      mail: socialLinkedMail(user.email, user.name, name, `${o.publicUrl}/profile/edit`),
    });
  });
}
