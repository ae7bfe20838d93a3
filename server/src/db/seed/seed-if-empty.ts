import type { Db } from '../client.ts';
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

/** First start: a believable demo shop. Later starts find data and leave it alone. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  // One row is enough to know: no count over the whole table at every start.
  const existing = await db.select({ id: users.id }).from(users).limit(1);
  if (existing.length > 0) return false;
  await db.transaction(async (tx) => {
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
  });
  return true;
}
