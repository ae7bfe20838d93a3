import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { flashSalePurchases, flashSales } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';

// Buying at a flash sale's price, inside the order's transaction. The stock moves by a
// conditional update, which also locks the sale's row until the order commits: a second order
// for the same sale waits, then reads the purchases the first one wrote, so neither the stock
// nor one customer's limit can be exceeded however many check out at once.

export const FLASH_SOLD_OUT = (name: string) =>
  `The flash sale of ${name} has just sold out or ended; your cart now shows its usual price`;
export const FLASH_LIMIT = (name: string, limit: number) =>
  `You can buy at most ${limit} of ${name} at the flash sale price`;

export async function takeFlashSales(
  tx: Tx,
  o: {
    userId: string;
    orderId: string;
    now: Date;
    lines: readonly { name: string; quantity: number; flashSaleId: number | null }[];
  },
): Promise<void> {
  for (const line of o.lines) {
    if (line.flashSaleId === null) continue;
    const [sale] = await tx
      .update(flashSales)
      .set({ soldCount: sql`${flashSales.soldCount} + ${line.quantity}` })
      .where(
        and(
          eq(flashSales.id, line.flashSaleId),
          sql`${flashSales.soldCount} + ${line.quantity} <= ${flashSales.stock}`,
          lte(flashSales.startsAt, o.now),
          gt(flashSales.endsAt, o.now),
        ),
      )
      .returning({ limit: flashSales.perCustomerLimit });
    if (!sale) throw new AppError('flash_sale_over', FLASH_SOLD_OUT(line.name), 409);
    const [{ bought }] = await tx
      .select({ bought: sql<number>`coalesce(sum(${flashSalePurchases.quantity}), 0)::int` })
      .from(flashSalePurchases)
      .where(
        and(eq(flashSalePurchases.flashSaleId, line.flashSaleId), eq(flashSalePurchases.userId, o.userId)),
      );
    if (Number(bought) + line.quantity > sale.limit)
      throw new AppError('flash_sale_limit', FLASH_LIMIT(line.name, sale.limit), 409);
    await tx.insert(flashSalePurchases).values({
      flashSaleId: line.flashSaleId,
      userId: o.userId,
      orderId: o.orderId,
      quantity: line.quantity,
      createdAt: o.now,
    });
  }
}
