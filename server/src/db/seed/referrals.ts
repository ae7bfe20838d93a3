import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { referralCodes, referrals, users } from '../schema/index.ts';

/** The demo customer's invite code, and a friend who joined with it and is yet to order. */
export async function seedDemoReferrals(db: DbOrTx) {
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, ['customer@upahar.demo', 'applicant@upahar.demo']));
  const customer = people.find((p) => p.email === 'customer@upahar.demo');
  const friend = people.find((p) => p.email === 'applicant@upahar.demo');
  if (!customer) return;
  await db.insert(referralCodes).values({ userId: customer.id, code: 'NAMASTE8' });
  if (friend) await db.insert(referrals).values({ referrerUserId: customer.id, referredUserId: friend.id });
}
