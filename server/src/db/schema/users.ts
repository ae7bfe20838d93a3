import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// Owned by the auth module.

export const roleEnum = pgEnum('user_role', ['customer', 'seller', 'admin']);
export const genderEnum = pgEnum('gender', ['female', 'male', 'other']);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    // Set once the owner proved the number with a texted code; only such a number signs in.
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    // Null for an account made with a phone number and a texted code: it has no password.
    passwordHash: text('password_hash'),
    role: roleEnum('role').notNull().default('customer'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    bio: text('bio'),
    gender: genderEnum('gender'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    address: text('address'),
    // Shown on the public profile (/user/{username}) when the owner lets it.
    city: text('city'),
    // The language the person last used the shop in ('en' or 'ne'): their e-mails and texts
    // are written in it.
    locale: text('locale').$type<'en' | 'ne'>().notNull().default('en'),
    // A served picture path ("uploads/…webp" in media); null shows the initial.
    avatarPath: text('avatar_path'),
    // What the public profile shows besides name, username, picture and joining date; a missing
    // key counts as shown. The owner changes it on their profile.
    profileVisibility: jsonb('profile_visibility')
      .$type<Partial<Record<string, boolean>>>()
      .notNull()
      .default({}),
    // Set by an admin: the account cannot sign in, its sessions stop working and its public
    // profile is gone, until an admin reinstates it. Its orders and writings stay.
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspendReason: text('suspend_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_key').on(sql`lower(${t.username})`),
    // A number typed at sign-up is unproven and may repeat; a proven one leads to one account only.
    uniqueIndex('users_verified_phone_key').on(t.phone).where(sql`${t.phoneVerifiedAt} is not null`),
  ],
);

// Opaque bearer tokens; only their SHA-256 hash is stored, so a database leak yields no sessions.
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_id_idx').on(t.userId)],
);

export const tokenPurposeEnum = pgEnum('token_purpose', ['verify_email', 'reset_password']);

// Single-use, expiring, hashed tokens for e-mail links (a reset link must not work twice).
export const userTokens = pgTable(
  'user_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: tokenPurposeEnum('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('user_tokens_hash_key').on(t.tokenHash), index('user_tokens_user_id_idx').on(t.userId)],
);

export const verifiedFlag = (t: typeof users) => sql<boolean>`${t.emailVerifiedAt} is not null`;

/**
 * Texted sign-in codes, one row per code sent. Only a hash of the code is kept; it lives five
 * minutes and dies after five wrong tries. The rows also count the codes sent to a number, so
 * the wait between codes and the hourly cap hold however many server processes there are.
 */
export const phoneCodes = pgTable(
  'phone_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    wrongTries: integer('wrong_tries').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('phone_codes_phone_idx').on(t.phone, t.sentAt)],
);
