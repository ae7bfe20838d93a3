import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

// Owned by the auth module.

/**
 * Google and Facebook accounts that sign in to an Upahar account. The provider's user id is the
 * identity (an e-mail address may change or be reused there); the address is kept as given, for
 * the owner to recognise the method on their profile.
 */
export const socialIdentities = pgTable(
  'social_identities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').notNull(),
    providerUserId: text('provider_user_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    linkedAt: timestamp('linked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('social_identities_provider_user_key').on(t.provider, t.providerUserId),
    uniqueIndex('social_identities_user_provider_key').on(t.userId, t.provider),
  ],
);

/**
 * A sign-in begun with a provider and not yet finished: the state sent along (only its hash), the
 * OpenID nonce and the PKCE verifier. Lives ten minutes and is used once, so a code or state
 * caught on the way back cannot be played again.
 */
export const socialSignIns = pgTable(
  'social_sign_ins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').notNull(),
    stateHash: text('state_hash').notNull(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    referrer: text('referrer'),
    // Set when a signed-in person began it from their profile to link the provider to their
    // account, rather than to sign in with it.
    linkUserId: uuid('link_user_id').references(() => users.id, { onDelete: 'cascade' }),
    // A friend's invite code the visitor arrived with, for the account this sign-in may create.
    referralCode: text('referral_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('social_sign_ins_state_key').on(t.stateHash),
    index('social_sign_ins_expiry_idx').on(t.expiresAt),
    index('social_sign_ins_link_user_idx').on(t.linkUserId),
  ],
);

/**
 * A provider identity whose e-mail address belongs to an existing account: it is linked only when
 * the owner opens the single-use link mailed to that address (only the token's hash is kept).
 */
export const socialLinkRequests = pgTable(
  'social_link_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerUserId: text('provider_user_id').notNull(),
    email: text('email'),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('social_link_requests_token_key').on(t.tokenHash),
    index('social_link_requests_user_idx').on(t.userId),
  ],
);
