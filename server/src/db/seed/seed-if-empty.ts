import type { Db } from '../client.ts';
import { users } from '../schema/index.ts';
import { seedDemo } from './demo.ts';
import { seedDemoUsers } from './demo-users.ts';
import { seedDemoApplication } from './seller-application.ts';

/** First start: a believable demo shop. Later starts find data and leave it alone. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  // One row is enough to know: no count over the whole table at every start.
  const existing = await db.select({ id: users.id }).from(users).limit(1);
  if (existing.length > 0) return false;
  await db.transaction(async (tx) => {
    await seedDemoUsers(tx);
    await seedDemo(tx);
    await seedDemoApplication(tx);
  });
  return true;
}
