import { and, eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { payments } from '../../db/schema/payments.ts';
import { orders } from '../orders/tables.ts';
import { esewaStatus } from './esewa.ts';
import { verifyEsewaCallback } from './esewa-callback.ts';
import { khaltiFinalFailure, khaltiLookup } from './khalti.ts';
import type { OnlineGateway } from './payable.ts';
import { completePayment, failPayment, type Settled } from './settle.ts';

// The browser comes back from a gateway with whatever it likes in the address: nothing here
// is believed until a signature made with our secret or the gateway's own lookup confirms it.

export type Opts = { db: Db; config: Pick<Config, 'payments' | 'publicUrl'> };

const NOTHING: Settled = { orderId: null, paid: false };

/** A payment attempt and its order's number and total, by the reference we gave the gateway. */
export async function findPayment(db: Db, gateway: OnlineGateway, reference: string) {
  const [row] = await db
    .select({ payment: payments, orderNumber: orders.number, orderTotal: orders.totalPaisa })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(payments.gateway, gateway), eq(payments.reference, reference)))
    .limit(1);
  return row ?? null;
}

// eSewa's final answers for a transaction that will never be paid.
const ESEWA_FINAL_FAILURES = ['CANCELED', 'NOT_FOUND', 'FULL_REFUND', 'PARTIAL_REFUND'];

export async function esewaReturn(
  opts: Opts & { query: { data?: string; result?: string; ref?: string } },
): Promise<Settled> {
  const { db, config, query } = opts;
  const esewa = config.payments.esewa;
  if (!esewa) return NOTHING;
  if (query.result === 'failure' || !query.data) {
    // eSewa may add its own "?…" to a failure address that already has a query.
    const reference = query.ref?.split('?')[0];
    if (!reference) return NOTHING;
    return failPayment({
      db,
      gateway: 'esewa',
      reference,
      detail: { problem: 'cancelled at eSewa' },
    });
  }
  const cb = verifyEsewaCallback(esewa, query.data);
  if (!cb) return NOTHING;
  const base = { db, gateway: 'esewa' as const, reference: cb.transactionUuid };
  if (cb.status !== 'COMPLETE' || cb.amountPaisa === null) {
    if (ESEWA_FINAL_FAILURES.includes(cb.status) || cb.amountPaisa === null)
      return failPayment({ ...base, detail: { problem: `eSewa said ${cb.status}` } });
    const found = await findPayment(db, 'esewa', cb.transactionUuid);
    return { orderId: found?.payment.orderId ?? null, paid: false, pending: true };
  }
  return esewaConfirm({
    db,
    config,
    esewa,
    reference: cb.transactionUuid,
    amountPaisa: cb.amountPaisa,
    code: cb.transactionCode ?? null,
    signed: true,
  });
}

/**
 * eSewa's status API about one attempt, settled accordingly. `signed`: a callback signed with our
 * secret already said COMPLETE for this amount, which is enough when the status API is down.
 */
export async function esewaConfirm(
  opts: Opts & {
    esewa: NonNullable<Config['payments']['esewa']>;
    reference: string;
    amountPaisa: number;
    code: string | null;
    signed: boolean;
  },
): Promise<Settled> {
  const { db, config, esewa, reference, amountPaisa } = opts;
  const base = { db, gateway: 'esewa' as const, reference };
  const check = await esewaStatus({ config, esewa, reference, amountPaisa });
  const confirmed = check
    ? check.status === 'COMPLETE' && (check.amountPaisa ?? amountPaisa) === amountPaisa
    : opts.signed;
  if (!confirmed) {
    // COMPLETE for another amount is as final as a cancellation: this attempt will not be paid.
    if (check && (ESEWA_FINAL_FAILURES.includes(check.status) || check.status === 'COMPLETE'))
      return failPayment({
        ...base,
        detail: { problem: `eSewa status ${check.status} for ${check.amountPaisa} paisa` },
      });
    const found = await findPayment(db, 'esewa', reference);
    return { orderId: found?.payment.orderId ?? null, paid: false, pending: true, unreachable: !check };
  }
  return completePayment({
    ...base,
    publicUrl: config.publicUrl,
    amountPaisa,
    gatewayReference: opts.code ?? check?.refId ?? null,
    detail: { esewaStatus: check ? check.status : 'status API not reached; signed callback accepted' },
  });
}

export async function khaltiReturn(
  opts: Opts & { query: { pidx?: string; purchase_order_id?: string } },
): Promise<Settled> {
  const { db, config, query } = opts;
  const khalti = config.payments.khalti;
  if (!khalti || !query.purchase_order_id) return NOTHING;
  const found = await findPayment(db, 'khalti', query.purchase_order_id);
  if (!found) return NOTHING;
  const { payment } = found;
  const unchanged = { orderId: payment.orderId, paid: false };
  if (!payment.gatewayReference || payment.gatewayReference !== query.pidx) return unchanged;
  let lookup: Awaited<ReturnType<typeof khaltiLookup>>;
  try {
    lookup = await khaltiLookup({ config, khalti, pidx: payment.gatewayReference });
  } catch {
    // Khalti could not be asked: the attempt stays open and a later check can still confirm it.
    return { ...unchanged, pending: true, unreachable: true };
  }
  const base = { db, gateway: 'khalti' as const, reference: payment.reference };
  if (lookup.status === 'Completed')
    return completePayment({
      ...base,
      publicUrl: config.publicUrl,
      amountPaisa: lookup.amountPaisa ?? -1,
      gatewayReference: payment.gatewayReference,
      detail: { transactionId: lookup.transactionId },
    });
  if (khaltiFinalFailure(lookup.status))
    return failPayment({ ...base, detail: { problem: `Khalti said ${lookup.status}` } });
  // Pending: the money may be on its way, so the shopper is told to wait rather than pay again.
  // Initiated: nothing was paid (yet) and the attempt stays open; paying again is offered.
  return lookup.status === 'Pending' ? { ...unchanged, pending: true } : unchanged;
}

/** The confirmation page of the storefront, told how the payment went. */
export function confirmationUrl(settled: Settled) {
  const q = new URLSearchParams({
    ...(settled.orderId ? { orderId: settled.orderId } : {}),
    status: settled.paid ? 'success' : settled.pending ? 'pending' : 'failed',
  });
  return `/order-confirmation?${q}`;
}
