import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../client.ts';
import { users } from '../schema/index.ts';
import { DEMO_DOMAIN, liveDemoAccounts } from './demo-accounts.ts';
import { seedIfEmpty } from './seed-if-empty.ts';

const CREATE_ADMIN = 'npm run create-admin -- --email you@example.com';

/** A production start found demo accounts: their password is public, so the shop does not open. */
export class DemoAccountsInProduction extends Error {
  constructor(readonly emails: string[]) {
    const more = emails.length > 1 ? ` and ${emails.length - 1} more on ${DEMO_DOMAIN}` : '';
    super(
      [
        `Refusing to start: this production shop has demo accounts (${emails[0]}${more}) whose password is printed in the README.`,
        'Anyone could sign in with them. Choose one:',
        '  - The shop holds no real orders or customers yet: stop it, empty the database (delete the DATA_DIR folder, ./data by default, or drop and create the PostgreSQL database) and start again. A production start adds no demo data.',
        `  - It already holds real data: with the same DATA_DIR or DATABASE_URL (and, with PGlite, the shop stopped), run \`npm run lock-demo-accounts\`. It suspends the demo accounts, gives each a password nobody knows, ends their sessions and makes the demo admin a customer; their orders and stores stay (add \`-- --hide-stores\` to hide the demo stores and their products too).`,
        '  - A public demo on purpose: start with SEED=demo.',
        `Then make your own admin account: ${CREATE_ADMIN}`,
      ].join('\n'),
    );
    this.name = 'DemoAccountsInProduction';
  }
}

/**
 * What a start does about demo data. SEED=demo fills an empty database with the demo shop (the
 * default outside production). Otherwise nothing is added, and a production start refuses to
 * open while a demo account can still sign in. Answers whether the demo shop was made now.
 * Instances starting together on one empty database seed it once: the seed holds an advisory
 * lock, and the others wait for it, then find the shop and add nothing.
 */
export async function applySeedPolicy(db: Db, config: Pick<Config, 'env' | 'seed'>): Promise<boolean> {
  if (config.seed === 'demo') return seedIfEmpty(db);
  if (config.env === 'production') {
    const found = await liveDemoAccounts(db);
    if (found.length > 0) throw new DemoAccountsInProduction(found);
  }
  return false;
}

/** A line for the operator of a production shop with no admin yet: how to make one. */
export async function missingAdminNotice(db: Db, config: Pick<Config, 'env'>): Promise<string | null> {
  if (config.env !== 'production') return null;
  const admin = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
  return admin.length > 0 ? null : `No admin account yet: make one with ${CREATE_ADMIN}`;
}
