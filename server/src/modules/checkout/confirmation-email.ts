import { formatDate, formatPrice, formatSlot, priceSplitText, storedPriceSplit } from '@upahar/contract';
import { asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import * as clock from '../../lib/clock.ts';
import { users } from '../auth/tables.ts';
import { stores } from '../catalog/tables.ts';
import { queueEmail } from '../mail/index.ts';
import { orderItems, type orderParts, type orders } from '../orders/tables.ts';
import { storeStaff } from '../stores/tables.ts';

const PAYMENT: Record<string, string> = {
  cod: 'Cash on delivery',
  esewa: 'eSewa',
  khalti: 'Khalti',
  test: 'Test gateway',
};

/**
 * The order confirmation e-mail, queued in the order's own transaction: it is
 * sent exactly when the order exists (e-mail goes through the outbox).
 */
export async function queueConfirmationEmail(o: {
  tx: Tx;
  order: typeof orders.$inferSelect;
  publicUrl: string;
}) {
  const { tx, order } = o;
  const [customer] = await tx
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, order.userId));
  if (!customer) return;
  const items = await tx
    .select({
      name: orderItems.name,
      label: orderItems.optionsLabel,
      quantity: orderItems.quantity,
      unitPrice: orderItems.unitPricePaisa,
      flashQuantity: orderItems.flashQuantity,
      restPrice: orderItems.restUnitPricePaisa,
      total: orderItems.totalPaisa,
      isGift: orderItems.isGift,
      storeName: stores.name,
    })
    .from(orderItems)
    .innerJoin(stores, eq(stores.id, orderItems.storeId))
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.id));
  const storeNames = [...new Set(items.map((i) => i.storeName))];
  const itemLine = (i: (typeof items)[number]) => {
    const split = storedPriceSplit(i);
    return `- ${i.quantity} × ${i.name}${i.label ? ` (${i.label})` : ''}: ${i.isGift ? 'free gift' : formatPrice(i.total)}${split ? ` (${priceSplitText(split)})` : ''}`;
  };
  // Several stores deliver their own parts; the shopper should know who brings what.
  const listed =
    storeNames.length === 1
      ? items.map(itemLine)
      : storeNames.flatMap((name, n) => [
          ...(n > 0 ? [''] : []),
          `From ${name}:`,
          ...items.filter((i) => i.storeName === name).map(itemLine),
        ]);
  const link = `${o.publicUrl}/profile/orders/view-order/${order.id}`;
  const lines = [
    `Namaste ${customer.name},`,
    '',
    `Thank you for your order ${order.number}. We have received it and will confirm it soon.`,
    ...(storeNames.length > 1
      ? ['', `${storeNames.length} stores prepare it, each its own part, and you can follow each one.`]
      : []),
    '',
    ...listed,
    '',
    `Total: ${formatPrice(order.totalPaisa)} (${PAYMENT[order.paymentMethod] ?? order.paymentMethod})`,
    `Delivery: ${formatDate(order.deliveryDate, 'day', { now: clock.now() })}, ${formatSlot(order.slotLabel)}, to ${order.address.receiverName}, ${order.address.landmark}, ${order.address.locationName}`,
    '',
    `Follow your order: ${link}`,
    '',
    'Upahar',
  ];
  await queueEmail({
    db: tx,
    mail: { to: customer.email, subject: `Your Upahar order ${order.number}`, text: lines.join('\n') },
  });
}

/**
 * Tells each store's owner and team (managers and packers) about their part of a new order, so
 * someone starts baking: what to prepare, for when, and whether the money is in (an unpaid
 * online order may still be paid).
 */
export async function queueStoreEmails(o: {
  tx: Tx;
  order: typeof orders.$inferSelect;
  parts: readonly (typeof orderParts.$inferSelect)[];
  publicUrl: string;
}) {
  const { tx, order } = o;
  const team = await tx
    .select({ storeId: stores.id, storeName: stores.name, email: users.email, name: users.name })
    .from(stores)
    .innerJoin(
      users,
      or(
        eq(users.id, stores.ownerUserId),
        sql`${users.id} in (select ${storeStaff.userId} from ${storeStaff} where ${storeStaff.storeId} = ${stores.id})`,
      ),
    )
    .where(
      inArray(
        stores.id,
        o.parts.map((p) => p.storeId),
      ),
    );
  if (team.length === 0) return;
  const items = await tx
    .select({
      partId: orderItems.partId,
      name: orderItems.name,
      label: orderItems.optionsLabel,
      quantity: orderItems.quantity,
      message: orderItems.options,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.id));
  const paid =
    order.paymentStatus === 'paid'
      ? 'Paid'
      : order.paymentMethod === 'cod'
        ? 'Cash on delivery: the rider collects it'
        : `Waiting for the ${PAYMENT[order.paymentMethod] ?? order.paymentMethod} payment`;
  for (const part of o.parts)
    for (const person of team.filter((w) => w.storeId === part.storeId)) {
      const lines = [
        `Namaste ${person.name},`,
        '',
        `${person.storeName} has a new order: ${part.number}.`,
        '',
        ...items
          .filter((i) => i.partId === part.id)
          .map(
            (i) =>
              `- ${i.quantity} × ${i.name}${i.label ? ` (${i.label})` : ''}${i.message.message ? `, message: "${i.message.message}"` : ''}`,
          ),
        '',
        `Deliver: ${formatDate(part.deliveryDate, 'day', { now: clock.now() })}, ${formatSlot(part.slotLabel)}, to ${order.address.locationName}`,
        `Payment: ${paid}`,
        '',
        `Confirm it in your dashboard: ${o.publicUrl}/dashboard/orders`,
        '',
        'Upahar',
      ];
      await queueEmail({
        db: tx,
        mail: {
          to: person.email,
          subject: `New order ${part.number} for ${person.storeName}`,
          text: lines.join('\n'),
        },
      });
    }
}
