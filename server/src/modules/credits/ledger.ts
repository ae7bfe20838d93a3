import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { userCredits } from '../../db/schema/credits.ts';

// A user's credit is a ledger (user_credits): the balance is its sum, and every change is a row
// with its reason, posted inside the transaction of what caused it (a voucher redeemed, an order
// paid with credit or cancelled, a prize, a referral).

type CreditEntry = typeof userCredits.$inferInsert;

export async function creditBalance({ db, userId }: { db: DbOrTx; userId: string }): Promise<number> {
  const [row] = await db
    .select({ balance: sql<number>`coalesce(sum(${userCredits.amountPaisa}), 0)::int` })
    .from(userCredits)
    .where(eq(userCredits.userId, userId));
  return Number(row?.balance ?? 0);
}

/** Posts entries to the ledger (a positive amount adds credit, a negative one spends it); answers their ids. */
export function postCredit(tx: DbOrTx, entries: CreditEntry | CreditEntry[]) {
  return tx
    .insert(userCredits)
    .values(Array.isArray(entries) ? entries : [entries])
    .returning({ id: userCredits.id });
}
