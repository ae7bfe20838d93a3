import { formatPrice, ORDER_STATUS_LABEL, ORDER_TRANSITIONS, type TOrderStatus } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { orderEvents, orderParts, orders } from '../../db/schema/orders.ts';
import * as clock from '../../lib/clock.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { pageLink } from '../../lib/page-link.ts';
import { inLocale } from '../../lib/text-locale.ts';
import { users } from '../auth/tables.ts';
import { uncountPartSales } from '../catalog/index.ts';
import { stores } from '../catalog/tables.ts';
import { postDelivery } from '../earnings/index.ts';
import { queueEmail } from '../mail/index.ts';
import { rewardReferral } from '../referrals/index.ts';
import { originalMethod } from './cancel-quote.ts';
import { paymentAfter, type RefundPlan, recordRefund } from './cancel-refunds.ts';
import { setRider, stampRider } from './order-rows.ts';
import { type OrderRow, type PartRow, syncOrder } from './parts.ts';
import { releasePartHolds } from './release-holds.ts';

export type { OrderRow, PartRow };
export type Actor = { role: 'customer' | 'seller' | 'admin' | 'system'; userId: string | null };

/** Locks one order row for the rest of the transaction (FOR UPDATE); 404 when not visible. */
export async function lockOrder(tx: Tx, orderId: string, visible: SQL | undefined): Promise<OrderRow> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), visible))
    .for('update');
  if (!row) throw notFound(m.errors_not_found_order);
  return row;
}

const transitionError = (from: TOrderStatus, to: TOrderStatus) =>
  new AppError(
    'bad_transition',
    `An order that is ${ORDER_STATUS_LABEL[from].toLowerCase()} cannot become ${ORDER_STATUS_LABEL[to].toLowerCase()}`,
    409,
  );

/**
 * Moves one locked part of a locked order to `to` and records who did it; the order's own status
 * then follows from its parts. Cancelling gives back the part's stock and credit (and the slot
 * and coupon with the last part) and turns a paid part into a refund of its total; delivering a
 * cash-on-delivery part means the rider collected its money, and writes the part's entries to the
 * stores' ledger. `parts` are all the order's parts,
 * locked; the changed one is replaced in it.
 */
export async function applyPartChange(opts: {
  tx: Tx;
  order: OrderRow;
  part: PartRow;
  parts: PartRow[];
  to: TOrderStatus;
  actor: Actor;
  note: string;
  /** A shopper's cancellation: the fee kept and where the rest goes. Else a full refund, sent back the way it was paid. */
  refund?: RefundPlan;
}): Promise<{ order: OrderRow; part: PartRow }> {
  const { tx, order, part, to } = opts;
  if (!ORDER_TRANSITIONS[part.status].includes(to)) throw transitionError(part.status, to);
  let paymentStatus = part.paymentStatus;
  // Voucher credit goes back to the ledger (releasePartHolds); only money that came through a
  // gateway is left to refund, as a refund record. A part paid wholly with credit owes nothing more.
  const plan =
    to === 'cancelled' && paymentStatus === 'paid' && part.totalPaisa > 0
      ? (opts.refund ?? { feePaisa: 0, method: originalMethod(order) })
      : null;
  if (to === 'cancelled' && paymentStatus === 'paid')
    paymentStatus = plan ? paymentAfter(part, plan) : 'refunded';
  if (to === 'delivered' && order.paymentMethod === 'cod' && paymentStatus === 'pending')
    paymentStatus = 'paid';
  const cancelReason = to === 'cancelled' ? opts.note || 'Cancelled' : part.cancelReason;
  const [updated] = await tx
    .update(orderParts)
    .set({ status: to, paymentStatus, cancelReason, updatedAt: sql`now()` })
    .where(eq(orderParts.id, part.id))
    .returning();
  opts.parts.splice(
    opts.parts.findIndex((p) => p.id === part.id),
    1,
    updated,
  );
  await tx.insert(orderEvents).values({
    orderId: order.id,
    partId: part.id,
    status: to,
    note: opts.note,
    actorUserId: opts.actor.userId,
    actorRole: opts.actor.role,
  });
  // Whose rider takes the part is fixed as it leaves: that rider collects the cash and earns the
  // delivery charge, whatever the store's terms say by the time it arrives.
  if (to === 'out_for_delivery') await stampRider(tx, updated);
  // The store's earnings and the shop's commission are written as the part arrives, if it was
  // paid: an online payment that never came pays nobody.
  if (to === 'delivered' && updated.paymentStatus === 'paid') {
    const deliveredBy = await postDelivery(tx, {
      part: updated,
      cashOnDelivery: order.paymentMethod === 'cod',
    });
    if (updated.deliveredBy === null) await setRider(tx, updated.id, deliveredBy);
  }
  if (plan) await recordRefund(tx, { order, part: updated, plan });
  if (to === 'cancelled') {
    const lastPart = opts.parts.every((p) => p.status === 'cancelled');
    const lastOfDrop = opts.parts.every((p) => p.drop !== part.drop || p.status === 'cancelled');
    await releasePartHolds({ tx, partId: part.id, lastPart, lastOfDrop });
    await uncountPartSales(tx, part.id, clock.now());
  }
  const synced = await syncOrder(tx, order, opts.parts, to === 'cancelled' ? cancelReason : null);
  // The order's last part arrived: a shopper who joined with a friend's invite may earn both of
  // them credit, if the order meets the invite's rules.
  if (synced.status === 'delivered' && order.status !== 'delivered')
    await rewardReferral(tx, { order: synced, parts: opts.parts });
  return { order: synced, part: updated };
}

// A change's subject, one whole sentence per status (the verb's place differs by language): for
// the whole order, and for one store's part of it.
const SUBJECT: Record<
  TOrderStatus,
  [(i: { number: string }) => string, (i: { number: string; store: string }) => string]
> = {
  placed: [m.mail_status_placed, m.mail_status_part_placed],
  confirmed: [m.mail_status_confirmed, m.mail_status_part_confirmed],
  preparing: [m.mail_status_preparing, m.mail_status_part_preparing],
  out_for_delivery: [m.mail_status_out_for_delivery, m.mail_status_part_out_for_delivery],
  delivered: [m.mail_status_delivered, m.mail_status_part_delivered],
  cancelled: [m.mail_status_cancelled, m.mail_status_part_cancelled],
};

const statusSubject = (status: TOrderStatus, number: string, store: string | null): string =>
  store ? SUBJECT[status][1]({ number, store }) : SUBJECT[status][0]({ number });

/** Who an order's e-mail goes to, and the name of the store whose part it is about. */
async function customerAndStore(tx: Tx, order: OrderRow, part: PartRow) {
  const [row] = await tx
    .select({ email: users.email, name: users.name, locale: users.locale, storeName: stores.name })
    .from(users)
    .innerJoin(stores, eq(stores.id, part.storeId))
    .where(eq(users.id, order.userId));
  return row;
}

/**
 * Tells the customer about a part's change, in the same transaction (through the outbox). When
 * several stores share the order, the subject names the store whose part changed.
 */
export async function queueStatusEmail(opts: {
  tx: Tx;
  order: OrderRow;
  part: PartRow;
  partCount: number;
  note: string;
  publicUrl: string;
  /** More lines (a proof of delivery), written in the customer's language. */
  extra?: () => string[];
}) {
  const { order, part } = opts;
  const row = await customerAndStore(opts.tx, order, part);
  if (!row) return;
  const several = opts.partCount > 1;
  const mail = inLocale(row.locale, () => {
    const subject = statusSubject(part.status, order.number, several ? row.storeName : null);
    const refund = part.status === 'cancelled' && part.paymentStatus === 'refund_due';
    const amount = formatPrice(part.totalPaisa);
    const lines = [
      m.mail_greeting({ name: row.name }),
      '',
      several
        ? m.mail_status_rest_elsewhere({ subject })
        : m.mail_status_comes_from({ subject, store: row.storeName }),
      ...(opts.note ? ['', opts.note] : []),
      ...(refund
        ? ['', several ? m.mail_status_refund_part({ amount }) : m.mail_status_refund({ amount })]
        : []),
      ...(opts.extra ? ['', ...opts.extra()] : []),
      '',
      m.mail_see_order({ link: pageLink(opts.publicUrl, `/profile/orders/view-order/${order.id}`) }),
      '',
      m.mail_signature(),
    ];
    return { to: row.email, subject, text: lines.join('\n') };
  });
  await queueEmail({ db: opts.tx, mail });
}

/**
 * Tells the customer that the "delivered" e-mail they had was a tap by mistake: the store took
 * the step back, so the order is still on its way and another e-mail comes when it arrives.
 */
export async function queueDeliveryTakenBackEmail(opts: {
  tx: Tx;
  order: OrderRow;
  part: PartRow;
  partCount: number;
  publicUrl: string;
}) {
  const { order, part } = opts;
  const row = await customerAndStore(opts.tx, order, part);
  if (!row) return;
  const mail = inLocale(row.locale, () => {
    const what =
      opts.partCount > 1
        ? m.mail_taken_back_part({ number: order.number, store: row.storeName })
        : m.mail_taken_back_order({ number: order.number });
    const lines = [
      m.mail_greeting({ name: row.name }),
      '',
      m.mail_taken_back_text({ what, store: row.storeName }),
      '',
      m.mail_see_order({ link: pageLink(opts.publicUrl, `/profile/orders/view-order/${order.id}`) }),
      '',
      m.mail_signature(),
    ];
    return { to: row.email, subject: m.mail_taken_back_subject({ what }), text: lines.join('\n') };
  });
  await queueEmail({ db: opts.tx, mail });
}
