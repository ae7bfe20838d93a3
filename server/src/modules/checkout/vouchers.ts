import { m } from '@upahar/contract/messages';
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { vouchers } from '../../db/schema/checkout.ts';
import * as clock from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { racePoint } from '../../lib/race-points.ts';
import { creditBalance, postCredit } from '../credits/index.ts';

/** The refusal of an expired voucher, in English (as tests read it). */
export const VOUCHER_EXPIRED = m.errors_checkout_voucher_expired({}, { locale: 'en' });

// Gift vouchers: a single-use code whose value becomes the user's credit. The
// credit is a ledger (user_credits); the balance is its sum, and checkout spends it with a
// negative row in the order's transaction.

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
      if (!v) {
        const unknown = m.errors_checkout_voucher_unknown();
        throw new AppError('not_found', unknown, 404, { code: [unknown] });
      }
      const message = v.redeemedAt ? m.errors_checkout_voucher_used() : m.errors_checkout_voucher_expired();
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
