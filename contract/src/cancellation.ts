import { m } from '@upahar/contract/messages';
import { z } from 'zod';
import { numeric, zText } from './common.ts';
import { formatDate } from './date-format.ts';
import { kathmanduInstant } from './dates.ts';
import { success } from './envelope.ts';
import { formatNumber } from './number-format.ts';
import { CUSTOMER_CANCELLABLE, type TOrderStatus } from './order-status.ts';

// Fair cancellation by time. Each store sets its terms (the shop's defaults serve a store that
// set none): cancelling a part is free until `freeHours` before its delivery slot starts, then
// costs `feePercent` of the money paid for it until baking starts (the part is "preparing"), and
// is no longer possible after that. Voucher credit spent on the part always comes back in full:
// the fee is a share of the money paid, so money paid = refund + fee for every part.

export const CANCEL_FREE_HOURS_MAX = 168;

const hours = numeric(
  z
    .number({ error: () => m.cancel_v_hours() })
    .int({ error: () => m.cancel_v_hours() })
    .min(0, { error: () => m.cancel_v_hours() })
    .max(CANCEL_FREE_HOURS_MAX, { error: () => m.cancel_v_hours() }),
);
const percent = numeric(
  z
    .number({ error: () => m.cancel_v_percent() })
    .int({ error: () => m.cancel_v_percent() })
    .min(0, { error: () => m.cancel_v_percent() })
    .max(100, { error: () => m.cancel_v_percent() }),
);

export const ZCancellationTerms = z.object({ freeHours: hours, feePercent: percent });
export type TCancellationTerms = z.output<typeof ZCancellationTerms>;

/** Which term a cancellation falls under now. */
export type TCancelTerm = 'free' | 'fee' | 'closed';

/** The instant a part's slot starts: its delivery day at the slot's first minute, in Kathmandu. */
export function slotStartOf(deliveryDate: string, startsAt: string): Date {
  const [h, min] = startsAt.split(':').map(Number);
  return kathmanduInstant(deliveryDate, h || 0, min || 0);
}

/**
 * What cancelling one part now costs (pure, so the tests check every boundary on it). Free while
 * now is before the slot start less `freeHours`; exactly at that instant the fee applies; after
 * the slot has started it still applies until baking starts. Only money paid is refunded or
 * kept: an unpaid part (cash on delivery, a payment that never came) owes nothing either way.
 */
export function cancellationFee(o: {
  status: TOrderStatus;
  paidPaisa: number;
  slotStart: Date;
  now: Date;
  terms: TCancellationTerms;
}): { term: TCancelTerm; feePaisa: number; refundPaisa: number; freeUntil: Date } {
  const freeUntil = new Date(o.slotStart.getTime() - o.terms.freeHours * 3_600_000);
  if (!CUSTOMER_CANCELLABLE.includes(o.status))
    return { term: 'closed', feePaisa: 0, refundPaisa: 0, freeUntil };
  if (o.now.getTime() < freeUntil.getTime())
    return { term: 'free', feePaisa: 0, refundPaisa: o.paidPaisa, freeUntil };
  // Rounded to the nearest paisa, halves down, so the shopper never pays a fraction more.
  const feePaisa = Math.min(o.paidPaisa, Math.floor((o.paidPaisa * o.terms.feePercent + 49) / 100));
  return { term: 'fee', feePaisa, refundPaisa: o.paidPaisa - feePaisa, freeUntil };
}

// The test gateway stands in for a real one where no real one is set up (the demo, tests).
export const REFUND_METHODS = ['wallet', 'esewa', 'khalti', 'test'] as const;
export const ZRefundMethod = z.enum(REFUND_METHODS);
export type TRefundMethod = z.infer<typeof ZRefundMethod>;
export const ZRefundStatus = z.enum(['to_do', 'done']);

// GET cancellation-quote?orderId&partId: what cancelling now would cost.
export const ZCancellationQuoteQuery = z.object({
  orderId: z.uuid({ error: () => m.cancel_v_order() }),
  partId: z.uuid({ error: () => m.cancel_v_part() }).optional(),
});

export const ZPartQuote = z.object({
  partId: z.string(),
  storeName: z.string(),
  term: z.enum(['free', 'fee', 'closed']),
  freeHours: z.number().int(),
  feePercent: z.number().int(),
  freeUntil: z.string(),
  slotStart: z.string(),
  paidPaisa: z.number().int(),
  feePaisa: z.number().int(),
  refundPaisa: z.number().int(),
});
export type TPartQuote = z.infer<typeof ZPartQuote>;

export const ZCancellationQuote = z.object({
  parts: z.array(ZPartQuote),
  paidPaisa: z.number().int(),
  feePaisa: z.number().int(),
  refundPaisa: z.number().int(),
  canCancel: z.boolean(),
  /** Where the refund may go: the wallet, and the gateway it was paid with when there is one. */
  refundTo: z.array(ZRefundMethod),
});
export type TCancellationQuote = z.infer<typeof ZCancellationQuote>;
export const ZCancellationQuoteResponse = success(z.object({ quote: ZCancellationQuote }));

/** The term in a sentence: "Free until Sat 5 Dec, 8 am; after that 25% until baking starts". */
export function cancelTermText(q: Pick<TPartQuote, 'term' | 'freeUntil' | 'feePercent'>): string {
  const percent = formatNumber(q.feePercent);
  if (q.term === 'closed') return m.cancel_term_closed();
  if (q.term === 'fee') return m.cancel_term_fee({ percent });
  return m.cancel_term_free({ until: formatDate(q.freeUntil, 'date-time'), percent });
}

/** A cancelled part's refund, on the shopper's order page. */
export const ZPartRefund = z.object({
  amountPaisa: z.number().int(),
  feePaisa: z.number().int(),
  method: ZRefundMethod,
  status: ZRefundStatus,
  doneAt: z.string().nullable(),
});
export type TPartRefund = z.infer<typeof ZPartRefund>;

// Dashboard: terms, and the refunds staff make by hand.
export const ZTermsResponse = success(
  z.object({ terms: ZCancellationTerms.nullable(), shop: ZCancellationTerms }),
);
export const ZShopTermsResponse = success(z.object({ shop: ZCancellationTerms }));

export const ZRefundListQuery = z.object({ status: ZRefundStatus.default('to_do') });
export const ZRefundRow = z.object({
  id: z.number().int(),
  orderId: z.string(),
  orderNumber: z.string(),
  partNumber: z.string(),
  storeName: z.string(),
  customerName: z.string(),
  amountPaisa: z.number().int(),
  feePaisa: z.number().int(),
  method: ZRefundMethod,
  status: ZRefundStatus,
  reference: z.string().nullable(),
  createdAt: z.string(),
  doneAt: z.string().nullable(),
  doneByName: z.string().nullable(),
});
export type TRefundRow = z.infer<typeof ZRefundRow>;
export const ZRefundListResponse = success(z.object({ refunds: z.array(ZRefundRow) }));
export const ZRefundIdParams = z.object({
  id: numeric(
    z
      .number({ error: () => m.cancel_v_refund() })
      .int()
      .positive({ error: () => m.cancel_v_refund() }),
  ),
});
export const ZRefundDoneBody = z.object({
  reference: zText()
    .trim()
    .min(3, { error: () => m.cancel_v_reference() })
    .max(100, { error: () => m.cancel_v_reference() }),
});
export const ZRefundDoneResponse = success(z.object({ refund: ZRefundRow }));
