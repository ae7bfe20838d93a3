import { SOCIAL_PROVIDER_NAMES, type TSignInMethods, type TSocialProvider } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { and, asc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { socialIdentities } from '../../db/schema/social-sign-in.ts';
import { users } from '../../db/schema/users.ts';
import { AppError, notFound } from '../../lib/errors.ts';

export async function listSignInMethods(opts: { db: DbOrTx; userId: string }): Promise<TSignInMethods> {
  const [user] = await opts.db
    .select({ passwordHash: users.passwordHash, phoneVerifiedAt: users.phoneVerifiedAt })
    .from(users)
    .where(eq(users.id, opts.userId));
  if (!user) throw notFound(m.errors_not_found_account);
  const linked = await opts.db
    .select()
    .from(socialIdentities)
    .where(eq(socialIdentities.userId, opts.userId))
    .orderBy(asc(socialIdentities.linkedAt));
  return {
    providers: linked.map((l) => ({
      provider: l.provider as TSocialProvider,
      email: l.email,
      linkedAt: l.linkedAt.toISOString(),
    })),
    hasPassword: user.passwordHash !== null,
    hasVerifiedPhone: user.phoneVerifiedAt !== null,
  };
}

/**
 * Unlinks a provider, but never the last way in: an account with no password and no proven
 * phone keeps its last provider (the row is locked so two unlinks at once cannot both pass).
 */
export async function unlinkProvider(opts: {
  db: Db;
  userId: string;
  provider: TSocialProvider;
}): Promise<TSignInMethods> {
  const name = SOCIAL_PROVIDER_NAMES[opts.provider];
  return opts.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, opts.userId)).for('update');
    const methods = await listSignInMethods({ db: tx, userId: opts.userId });
    if (!methods.providers.some((p) => p.provider === opts.provider)) {
      throw new AppError('not_linked', m.errors_accounts_not_linked({ name }), 404);
    }
    if (methods.providers.length === 1 && !methods.hasPassword && !methods.hasVerifiedPhone) {
      throw new AppError('last_sign_in_method', m.errors_accounts_last_method({ name }), 409);
    }
    await tx
      .delete(socialIdentities)
      .where(and(eq(socialIdentities.userId, opts.userId), eq(socialIdentities.provider, opts.provider)));
    return listSignInMethods({ db: tx, userId: opts.userId });
  });
}
