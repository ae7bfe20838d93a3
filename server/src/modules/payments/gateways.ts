import type { TPaymentMethodId } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { and, eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { orders } from '../orders/tables.ts';
import { gatewaysFor, orderWithDue, paymentProblem } from './payable.ts';

export type TGatewayList = {
  gateways: { id: TPaymentMethodId; name: string; description: string }[];
  default: TPaymentMethodId | null;
  amount: number;
};

/** The online gateways that can pay one of the user's orders now (payment-gateways). */
export async function listGateways(opts: {
  db: DbOrTx;
  config: Pick<Config, 'payments'>;
  userId: string;
  orderId: string;
}): Promise<TGatewayList> {
  const [order] = await opts.db
    .select(orderWithDue)
    .from(orders)
    .where(and(eq(orders.id, opts.orderId), eq(orders.userId, opts.userId)))
    .limit(1);
  if (!order) throw notFound(m.errors_not_found_order);
  const problem = paymentProblem(order);
  if (problem) throw problem;
  const gateways = gatewaysFor(opts.config, order).map(({ id, name, description }) => ({
    id,
    name,
    description,
  }));
  const chosen = gateways.find((g) => g.id === order.paymentMethod);
  return { gateways, default: (chosen ?? gateways[0])?.id ?? null, amount: order.duePaisa };
}
