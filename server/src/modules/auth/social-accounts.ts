import { SOCIAL_PROVIDER_NAMES, type TSocialSignInData, type TUser } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { socialIdentities, socialLinkRequests } from '../../db/schema/social-sign-in.ts';
import { users } from '../../db/schema/users.ts';
import type { AccountLimits } from '../../lib/account-limits.ts';
import * as clock from '../../lib/clock.ts';
import { refuseDemoAddress } from '../../lib/demo-addresses.ts';
import { AppError } from '../../lib/errors.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { queueEmail } from '../mail/index.ts';
import { linkReferral } from '../referrals/index.ts';
import { invalidLink } from './email-tokens.ts';
import { mailLink } from './links.ts';
import { usernameFrom } from './phone-sign-in.ts';
import { createSession, toUser } from './sessions.ts';
import type { ProviderIdentity } from './social-identity.ts';
import { socialLinkMail } from './social-mails.ts';

type UserRow = typeof users.$inferSelect;
type SessionOpts = { sessionDays: number; userAgent?: string; ip?: string };

const LINK_LIFETIME_MS = 24 * 3600_000;

export const findLinked = async (db: DbOrTx, identity: ProviderIdentity): Promise<UserRow | undefined> =>
  (
    await db
      .select({ user: users })
      .from(socialIdentities)
      .innerJoin(users, eq(users.id, socialIdentities.userId))
      .where(
        and(
          eq(socialIdentities.provider, identity.provider),
          eq(socialIdentities.providerUserId, identity.subject),
        ),
      )
      .limit(1)
  )[0]?.user;

const findByEmail = async (db: DbOrTx, email: string): Promise<UserRow | undefined> =>
  (
    await db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
      .limit(1)
  )[0];

const session = async (db: DbOrTx, user: UserRow, opts: SessionOpts) =>
  createSession({ db, userId: user.id, days: opts.sessionDays, userAgent: opts.userAgent, ip: opts.ip });

/**
 * A customer account for a provider identity nobody has: no password; the address counts as
 * verified only when the provider says so. Without an address from the provider it gets one
 * under the reserved .invalid domain, which receives no mail and shows as none.
 */
async function createAccount(tx: DbOrTx, identity: ProviderIdentity): Promise<UserRow> {
  for (let i = 0; i < 5; i++) {
    const [created] = await tx
      .insert(users)
      .values({
        name: identity.name.slice(0, 80),
        username: usernameFrom(identity.name),
        email: identity.email ?? `${identity.provider}-${identity.subject}@social.upahar.invalid`,
        emailVerifiedAt: identity.emailVerified ? clock.now() : null,
        passwordHash: null,
      })
      .onConflictDoNothing()
      .returning();
    if (created) return created;
  }
  throw new Error('no free username for a new social account');
}

/**
 * A linked identity signs in. An unknown one whose address has no account gets a new account.
 * An unknown one whose address already has an account does not sign in: whoever controls the
 * provider account may not be the owner of that address (providers let people type addresses
 * they do not own), so the owner is mailed a link that links it, and nothing else happens.
 */
export async function signInWithIdentity(
  opts: SessionOpts & {
    db: Db;
    identity: ProviderIdentity;
    publicUrl: string;
    limits: AccountLimits;
    referrer: string | null;
    referralCode: string | null;
    env: Config['env'];
  },
): Promise<{ data: TSocialSignInData; created: boolean }> {
  const { db, identity, referrer } = opts;
  return db.transaction(async (tx) => {
    const linked = await findLinked(tx, identity);
    if (linked)
      return {
        data: { token: await session(tx, linked, opts), user: toUser(linked), referrer },
        created: false,
      };
    const owner = identity.email ? await findByEmail(tx, identity.email) : undefined;
    if (owner && identity.email) {
      await mailLinkRequest(tx, { ...opts, owner, identity });
      return { data: { linkSent: true as const, email: identity.email, referrer }, created: false };
    }
    if (identity.email) refuseDemoAddress(identity.email, opts.env);
    const user = await createAccount(tx, identity);
    await tx.insert(socialIdentities).values({
      provider: identity.provider,
      providerUserId: identity.subject,
      userId: user.id,
      email: identity.email,
    });
    await linkReferral(tx, { userId: user.id, code: opts.referralCode ?? undefined });
    return { data: { token: await session(tx, user, opts), user: toUser(user), referrer }, created: true };
  });
}

async function mailLinkRequest(
  tx: DbOrTx,
  opts: {
    owner: UserRow;
    identity: ProviderIdentity;
    publicUrl: string;
    limits: AccountLimits;
    referrer: string | null;
  },
) {
  const { owner, identity } = opts;
  // The same few mails an hour as a verification link: a stranger cannot flood the address.
  if (!(await opts.limits.take('verifyMail', owner.email)).allowed) return;
  const token = newToken();
  await tx.insert(socialLinkRequests).values({
    userId: owner.id,
    provider: identity.provider,
    providerUserId: identity.subject,
    email: identity.email,
    tokenHash: hashToken(token),
    expiresAt: new Date(clock.now().getTime() + LINK_LIFETIME_MS),
  });
  const link = mailLink(opts.publicUrl, '/login/link', { token, referrer: opts.referrer });
  await queueEmail({
    db: tx,
    mail: socialLinkMail(owner.email, owner.name, SOCIAL_PROVIDER_NAMES[identity.provider], link),
  });
}

/**
 * The mailed link itself links the identity and signs in: opening it proves the mailbox of the
 * account, as a password reset link does, so asking for the password too would add nothing (and
 * an account made with a phone or a provider has none). It also proves the address.
 */
export async function confirmLink(
  opts: SessionOpts & { db: Db; token: string },
): Promise<{ token: string; user: TUser; provider: ProviderIdentity['provider'] }> {
  return opts.db.transaction(async (tx) => {
    const [request] = await tx
      .update(socialLinkRequests)
      .set({ usedAt: clock.now() })
      .where(
        and(
          eq(socialLinkRequests.tokenHash, hashToken(opts.token)),
          isNull(socialLinkRequests.usedAt),
          gt(socialLinkRequests.expiresAt, clock.now()),
        ),
      )
      .returning();
    if (!request) throw invalidLink();
    const provider = request.provider as ProviderIdentity['provider'];
    const name = SOCIAL_PROVIDER_NAMES[provider];
    const [linked] = await tx
      .insert(socialIdentities)
      .values({
        provider,
        providerUserId: request.providerUserId,
        userId: request.userId,
        email: request.email,
      })
      .onConflictDoNothing()
      .returning();
    if (!linked) {
      const [mine] = await tx
        .select({ id: socialIdentities.id })
        .from(socialIdentities)
        .where(
          and(
            eq(socialIdentities.userId, request.userId),
            eq(socialIdentities.provider, provider),
            eq(socialIdentities.providerUserId, request.providerUserId),
          ),
        );
      if (!mine) {
        throw new AppError('already_linked', m.errors_accounts_social_taken({ name }), 409);
      }
    }
    const [user] = await tx
      .update(users)
      .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: sql`now()` })
      .where(eq(users.id, request.userId))
      .returning();
    return { token: await session(tx, user, opts), user: toUser(user), provider };
  });
}
