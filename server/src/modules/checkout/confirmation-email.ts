import { formatPrice } from '@upahar/contract';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { orderItems, type orders, users } from '../../db/schema/index.ts';
import { queueEmail } from '../mail/index.ts';

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
      total: orderItems.totalPaisa,
      isGift: orderItems.isGift,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id));
  const link = `${o.publicUrl}/profile/orders/view-order/${order.id}`;
  const lines = [
    `Namaste ${customer.name},`,
    '',
    `Thank you for your order ${order.number}. We have received it and will confirm it soon.`,
    '',
    ...items.map(
      (i) =>
        `- ${i.quantity} × ${i.name}${i.label ? ` (${i.label})` : ''}: ${i.isGift ? 'free gift' : formatPrice(i.total)}`,
    ),
    '',
    `Total: ${formatPrice(order.totalPaisa)} (${PAYMENT[order.paymentMethod] ?? order.paymentMethod})`,
    `Delivery: ${order.deliveryDate}, ${order.slotLabel}, to ${order.address.receiverName}, ${order.address.landmark}, ${order.address.locationName}`,
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
