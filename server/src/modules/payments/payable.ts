import {
  formatPrice,
  type TOnlinePaymentMethod,
  type TPaymentMethod,
  type TPaymentMethodId,
} from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { getTableColumns, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import { AppError } from '../../lib/errors.ts';
import { orders } from '../orders/tables.ts';
import { enabledPaymentMethods } from './methods.ts';

export type OnlineGateway = TOnlinePaymentMethod;

/**
 * The order with what is still owed online: the parts still coming that are unpaid. A part
 * cancelled before payment is owed no more; one a rider has collected cash for is paid.
 */
export const orderWithDue = {
  ...getTableColumns(orders),
  // Written out: in a one-table select Drizzle leaves columns bare, and a bare "id" here would be op's.
  duePaisa: sql<number>`(select coalesce(sum(op.total_paisa), 0)::int from order_parts op
    where op.order_id = "orders"."id" and op.status <> 'cancelled'
      and op.payment_status in ('pending', 'failed'))`.mapWith(Number),
};
export type PayableOrder = typeof orders.$inferSelect & { duePaisa: number };

// Khalti KPG-2 refuses amounts under Rs 10 (1000 paisa).
const MINIMUM_PAISA: Partial<Record<OnlineGateway, number>> = { khalti: 1000 };

/**
 * Why this order cannot be paid online now, or null. Unpaid orders may be paid later (from the
 * cart's pay-now list), cash-on-delivery ones too until the rider has collected the money.
 */
export function paymentProblem(order: PayableOrder): AppError | null {
  if (order.status === 'cancelled')
    return new AppError('order_cancelled', m.errors_payments_order_cancelled(), 409);
  if (order.paymentStatus === 'paid')
    return new AppError('already_paid', m.errors_payments_already_paid(), 409);
  if (order.paymentStatus !== 'pending' && order.paymentStatus !== 'failed')
    return new AppError('not_payable', m.errors_payments_not_payable(), 409);
  if (order.status === 'delivered')
    return new AppError('already_delivered', m.errors_payments_already_delivered(), 409);
  if (order.duePaisa <= 0) return new AppError('nothing_to_pay', m.errors_payments_nothing_to_pay(), 409);
  return null;
}

/** The enabled online gateways that take this order's amount. */
export function gatewaysFor(config: Pick<Config, 'payments'>, order: PayableOrder): TPaymentMethod[] {
  return enabledPaymentMethods(config).filter(
    (m) => m.online && order.duePaisa >= (MINIMUM_PAISA[m.id as OnlineGateway] ?? 1),
  );
}

/** 400 unless `gateway` is one this shop offers for this order. */
export function assertGatewayFor(
  config: Pick<Config, 'payments'>,
  order: PayableOrder,
  gateway: TPaymentMethodId,
): asserts gateway is OnlineGateway {
  const offered = enabledPaymentMethods(config).some((m) => m.id === gateway && m.online);
  const message = m.errors_payments_choose_method();
  if (!offered) throw new AppError('bad_gateway_choice', message, 400, { gateway: [message] });
  const minimum = MINIMUM_PAISA[gateway as OnlineGateway];
  if (minimum !== undefined && order.duePaisa < minimum) {
    const text = m.errors_payments_minimum({ minimum: formatPrice(minimum) });
    throw new AppError('below_minimum', text, 400, { gateway: [text] });
  }
}
