import { DEFAULT_COMMISSION_BP, type TStoreTerms } from '@upahar/contract';
import type { EarningsStore } from './access.ts';

/** The terms a store earns on, as the screens show them. */
export const termsOf = (
  s: Pick<EarningsStore, 'commissionBp' | 'deliveredBy' | 'payoutsHeldReason'>,
): TStoreTerms => ({
  commissionBp: s.commissionBp ?? DEFAULT_COMMISSION_BP,
  ownRate: s.commissionBp !== null,
  deliveredBy: s.deliveredBy,
  heldReason: s.payoutsHeldReason,
});

/** What a payout would pay now: the balance when the shop owes it and payouts are not held. */
export const payableOf = (balance: number, heldReason: string | null) =>
  heldReason === null ? Math.max(0, balance) : 0;
