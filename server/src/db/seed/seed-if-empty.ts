import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../client.ts';
import { users } from '../schema/index.ts';
import { seedDemoCareers } from './careers.ts';
import { seedDemoConnections } from './connections.ts';
import { seedDemoContests } from './contests.ts';
import { seedDemo } from './demo.ts';
import { seedDemoUsers } from './demo-users.ts';
import { seedDemoFollows } from './follows.ts';
import { seedDemoGames } from './games.ts';
import { seedDemoInfluencers } from './influencers.ts';
import { seedDemoFeedback } from './info-pages.ts';
import { seedDemoPrizes } from './prizes.ts';
import { seedDemoQuizzes } from './quizzes.ts';
import { seedDemoReferrals } from './referrals.ts';
import { seedDemoApplication, seedDemoInterests } from './seller-application.ts';
import { seedDemoTickets } from './support-tickets.ts';

/**
 * Instances started together on one empty database would each find no users and each seed a
 * demo shop (or fail on the other's unique rows). The seed runs in one transaction that first
 * takes a transaction-level advisory lock: one instance seeds, the others wait for its commit,
 * then look again, find its users and leave them alone.
 */
const SEED_LOCK_KEY = 'upahar:demo-seed';

const hasUsers = async (db: Db | Tx) =>
  // One row is enough to know: no count over the whole table at every start.
  (await db.select({ id: users.id }).from(users).limit(1)).length > 0;

/** First start: a believable demo shop. Later starts find data and leave it alone. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  // Every start after the first stops here, without waiting for a lock.
  if (await hasUsers(db)) return false;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${SEED_LOCK_KEY}, 0))`);
    if (await hasUsers(tx)) return false;
    await seedDemoUsers(tx);
    await seedDemo(tx);
    await seedDemoApplication(tx);
    await seedDemoInterests(tx);
    await seedDemoReferrals(tx);
    await seedDemoCareers(tx);
    await seedDemoFeedback(tx);
    await seedDemoTickets(tx);
    await seedDemoConnections(tx);
    await seedDemoFollows(tx);
    await seedDemoInfluencers(tx);
    await seedDemoQuizzes(tx);
    await seedDemoPrizes(tx);
    await seedDemoGames(tx);
    await seedDemoContests(tx);
    return true;
  });
}
