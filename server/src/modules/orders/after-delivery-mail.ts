import { exactAmount } from '@upahar/contract';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { users } from '../auth/tables.ts';
import { stores } from '../catalog/tables.ts';
import { queueEmail } from '../mail/index.ts';
import type { OrderRow, PartRow } from './parts.ts';

// The customer hears of money given back after delivery in the transaction that gives it (through
// the outbox), so an e-mail goes out exactly when the refund or settlement was written.

type Common = { tx: Tx; order: OrderRow; part: PartRow; partCount: number; publicUrl: string };
type Letter = { subject: string; body: string[] };

/** Writes to the order's customer; `write` gets the name of the part's store. */
async function send(o: Common, write: (storeName: string) => Letter) {
  const [row] = await o.tx
    .select({ email: users.email, name: users.name, storeName: stores.name })
    .from(users)
    .innerJoin(stores, eq(stores.id, o.part.storeId))
    .where(eq(users.id, o.order.userId));
  if (!row) return;
  const { subject, body } = write(row.storeName);
  const text = [
    `Namaste ${row.name},`,
    '',
    ...body,
    '',
    `See your order: ${o.publicUrl}/profile/orders/view-order/${o.order.id}`,
    '',
    'Upahar',
  ];
  await queueEmail({ db: o.tx, mail: { to: row.email, subject, text: text.join('\n') } });
}

/** A delivered part refunded in full: how much money comes back, and the credit returned at once. */
export async function queueRefundEmail(o: Common & { money: number; credit: number; reason: string }) {
  const shared = o.partCount > 1;
  await send(o, (storeName) => ({
    subject: shared
      ? `Your order ${o.order.number}: the part from ${storeName} is refunded`
      : `Your order ${o.order.number} is refunded`,
    body: [
      `We are sorry it did not work out. We have refunded ${shared ? `the part from ${storeName} of your order` : 'your order'} ${o.order.number} after its delivery.`,
      '',
      `Why: ${o.reason}`,
      ...(o.money > 0 ? ['', `We will refund ${exactAmount(o.money)} to you.`] : []),
      ...(o.credit > 0
        ? ['', `The ${exactAmount(o.credit)} of credit you used on it is back in your account.`]
        : []),
    ],
  }));
}

/** A complaint settled in the customer's favour, with what comes back and why. */
export async function queueSettlementEmail(o: Common & { subject: string; amount: number; reason: string }) {
  await send(o, () => ({
    subject: `Your complaint about order ${o.order.number} is settled`,
    body: [
      `Thank you for telling us about “${o.subject}”. We have settled your complaint in your favour.`,
      '',
      `We will refund ${exactAmount(o.amount)} to you.`,
      '',
      `Why: ${o.reason}`,
    ],
  }));
}

/** A complaint being looked into, or resolved without money changing hands. */
export async function queueComplaintStatusEmail(
  o: Common & { subject: string; status: 'in_review' | 'resolved'; note: string },
) {
  const resolved = o.status === 'resolved';
  await send(o, () => ({
    subject: `Your complaint about order ${o.order.number} ${resolved ? 'is resolved' : 'is being looked into'}`,
    body: [
      resolved
        ? `We have resolved your complaint “${o.subject}”.`
        : `We are looking into your complaint “${o.subject}” and will write again when it is settled.`,
      ...(o.note ? ['', o.note] : []),
    ],
  }));
}
