import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { seedDemo } from './demo.ts';
import { seedDemoUsers } from './demo-users.ts';

/** First start: a believable demo shop (issue 2). Later starts find data and leave it alone. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  const rows = await db.execute<{ n: number }>(sql`select count(*)::int as n from users`);
  const n =
    (rows as unknown as { rows?: { n: number }[] }).rows?.[0]?.n ??
    (rows as unknown as { n: number }[])[0]?.n;
  if (n && n > 0) return false;
  await db.transaction(async (tx) => {
    await seedDemoUsers(tx);
    await seedDemo(tx);
  });
  return true;
}
