import {
  formatDate,
  formatNumber,
  formatPrice,
  formatSlot,
  priceSplitText,
  storedPriceSplit,
} from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import * as clock from '../../lib/clock.ts';
import { pageLink } from '../../lib/page-link.ts';
import { inLocale } from '../../lib/text-locale.ts';
import { users } from '../auth/tables.ts';
import { stores } from '../catalog/tables.ts';
import { queueEmail } from '../mail/index.ts';
import { orderItems, type orderParts, type orders } from '../orders/tables.ts';
import { storeStaff } from '../stores/tables.ts';

/** A payment method as the shopper chose it, in the language being written. */
function paymentName(method: string): string {
  if (method === 'cod') return m.mail_payment_cod();
  if (method === 'test') return m.mail_payment_test();
  return method === 'esewa' ? 'eSewa' : method === 'khalti' ? 'Khalti' : method;
}

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
    .select({ email: users.email, name: users.name, locale: users.locale })
    .from(users)
    .where(eq(users.id, order.userId));
  if (!customer) return;
  // In the shopper's language, whoever's request placed the order.
  await inLocale(customer.locale, () => queueCustomerEmail({ ...o, customer }));
}

async function queueCustomerEmail(o: {
  tx: Tx;
  order: typeof orders.$inferSelect;
  publicUrl: string;
  customer: { email: string; name: string };
}) {
  const { tx, order, customer } = o;
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
    const price = i.isGift ? m.mail_free_gift() : formatPrice(i.total);
    const splitText = split ? ` (${priceSplitText(split)})` : '';
    return `- ${formatNumber(i.quantity)} × ${i.name}${i.label ? ` (${i.label})` : ''}: ${price}${splitText}`;
  };
  // Several stores deliver their own parts; the shopper should know who brings what.
  const listed =
    storeNames.length === 1
      ? items.map(itemLine)
      : storeNames.flatMap((name, n) => [
          ...(n > 0 ? [''] : []),
          m.mail_order_from_store({ store: name }),
          ...items.filter((i) => i.storeName === name).map(itemLine),
        ]);
  const link = pageLink(o.publicUrl, `/profile/orders/view-order/${order.id}`);
  const lines = [
    m.mail_greeting({ name: customer.name }),
    '',
    m.mail_order_thanks({ number: order.number }),
    ...(storeNames.length > 1 ? ['', m.mail_order_stores({ count: formatNumber(storeNames.length) })] : []),
    '',
    ...listed,
    '',
    m.mail_order_total({ total: formatPrice(order.totalPaisa), payment: paymentName(order.paymentMethod) }),
    m.mail_order_delivery({
      day: formatDate(order.deliveryDate, 'day', { now: clock.now(), bs: true }),
      slot: formatSlot(order.slotLabel),
      receiver: order.address.receiverName,
      landmark: order.address.landmark,
      location: order.address.locationName,
    }),
    '',
    m.mail_order_follow({ link }),
    '',
    m.mail_signature(),
  ];
  await queueEmail({
    db: tx,
    mail: {
      to: customer.email,
      subject: m.mail_order_subject({ number: order.number }),
      text: lines.join('\n'),
    },
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
    .select({
      storeId: stores.id,
      storeName: stores.name,
      email: users.email,
      name: users.name,
      locale: users.locale,
    })
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
  // Each person reads it in their own language.
  const paid = () =>
    order.paymentStatus === 'paid'
      ? m.mail_store_paid()
      : order.paymentMethod === 'cod'
        ? m.mail_store_cod()
        : m.mail_store_waiting({ method: paymentName(order.paymentMethod) });
  for (const part of o.parts)
    for (const person of team.filter((w) => w.storeId === part.storeId)) {
      const mail = inLocale(person.locale, () => {
        const lines = [
          m.mail_greeting({ name: person.name }),
          '',
          m.mail_store_new_order({ store: person.storeName, number: part.number }),
          '',
          ...items
            .filter((i) => i.partId === part.id)
            .map((i) => {
              const item = `${formatNumber(i.quantity)} × ${i.name}${i.label ? ` (${i.label})` : ''}`;
              return `- ${i.message.message ? m.mail_store_item_message({ item, message: i.message.message }) : item}`;
            }),
          '',
          m.mail_store_deliver({
            day: formatDate(part.deliveryDate, 'day', { now: clock.now(), bs: true }),
            slot: formatSlot(part.slotLabel),
            location: order.address.locationName,
          }),
          m.mail_store_payment({ payment: paid() }),
          '',
          m.mail_store_confirm({ link: pageLink(o.publicUrl, '/dashboard/orders') }),
          '',
          m.mail_signature(),
        ];
        return {
          to: person.email,
          subject: m.mail_store_subject({ number: part.number, store: person.storeName }),
          text: lines.join('\n'),
        };
      });
      await queueEmail({ db: tx, mail });
    }
}
