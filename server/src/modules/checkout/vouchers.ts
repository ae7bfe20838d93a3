import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { vouchers } from '../../db/schema/checkout.ts';
import * as clock from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { racePoint } from '../../lib/race-points.ts';
import { creditBalance, postCredit } from '../credits/index.ts';

// Gift vouchers: a single-use code whose value becomes the user's credit. The
// credit is a ledger (user_credits); the balance is its sum, and checkout spends it with a
// negative row in the order's transaction.

const VOUCHER_UNKNOWN = 'This voucher does not exist';
const VOUCHER_USED = 'This voucher has already been used';
export const VOUCHER_EXPIRED = 'This voucher has expired';

/**
 * POST redeem-voucher. One conditional UPDATE claims the voucher (elsewhere a voucher race let
 * one-time vouchers be used several times), so of many simultaneous redemptions exactly one
 * gets a row back; the credit is written in the same transaction.
 */
export async function redeemVoucher(o: {
  db: DbOrTx;
  userId: string;
  code: string;
}): Promise<{ code: string; amount: number; balance: number }> {
  const code = o.code.toUpperCase();
  const at = clock.now();
  await racePoint('redeem-voucher:start');
  return o.db.transaction(async (tx) => {
    await racePoint('redeem-voucher:claim');
    const [claimed] = await tx
      .update(vouchers)
      .set({ redeemedByUserId: o.userId, redeemedAt: at })
      .where(
        and(
          eq(vouchers.code, code),
          isNull(vouchers.redeemedByUserId),
          or(isNull(vouchers.expiresAt), gt(vouchers.expiresAt, at)),
        ),
      )
      .returning({ id: vouchers.id, code: vouchers.code, amount: vouchers.amountPaisa });
    if (!claimed) {
      // Only now find out why, for the message: the claim above decided alone.
      const [v] = await tx
        .select({ redeemedAt: vouchers.redeemedAt })
        .from(vouchers)
        .where(eq(vouchers.code, code))
        .limit(1);
      if (!v) throw new AppError('not_found', VOUCHER_UNKNOWN, 404, { code: [VOUCHER_UNKNOWN] });
      const message = v.redeemedAt ? VOUCHER_USED : VOUCHER_EXPIRED;
      throw new AppError('voucher_refused', message, 409, { code: [message] });
    }
    await postCredit(tx, {
      userId: o.userId,
      amountPaisa: claimed.amount,
      reason: `Voucher ${claimed.code}`,
      voucherId: claimed.id,
    });
    const balance = await creditBalance({ db: tx, userId: o.userId });
    return { code: claimed.code, amount: claimed.amount, balance };
  });
}
