import { m } from '@upahar/contract/messages';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { flashSalePurchases, flashSales } from '../../db/schema/campaigns.ts';
import { AppError, digits } from '../../lib/errors.ts';
import { cartItems, carts } from '../cart/tables.ts';

// Buying at a flash sale's price, inside the order's transaction. The order first locks the
// running flash sales of the products in the shopper's cart, and only then prices the cart: a
// second order for the same sale waits, then prices on the stock the first one left. So the
// price it compares with the total the shopper was shown is the one it charges, and the stock
// and one customer's limit can never be exceeded however many check out at once. The
// conditional update when taking the units stays as a second guard.

const FLASH_SOLD_OUT = (name: string) => m.errors_more_flash_sold_out({ name });
const FLASH_LIMIT = (name: string, limit: number) =>
  m.errors_more_flash_limit({ name, limit: digits(limit) });

/**
 * Locks the flash sales running at `now` on the products in the user's cart, in id order (the
 * same order for every checkout, so two never wait on each other crosswise). One statement.
 */
export async function lockCartFlashSales(tx: Tx, o: { userId: string; now: Date }): Promise<void> {
  await tx
    .select({ id: flashSales.id })
    .from(flashSales)
    .where(
      and(
        sql`${flashSales.productId} in (select ${cartItems.productId} from ${cartItems}
          join ${carts} on ${carts.id} = ${cartItems.cartId} where ${carts.userId} = ${o.userId})`,
        lte(flashSales.startsAt, o.now),
        gt(flashSales.endsAt, o.now),
      ),
    )
    .orderBy(flashSales.id)
    // Enough to queue the checkouts (taking units is such an update) without holding up the
    // foreign-key checks of rows that merely refer to the sale.
    .for('no key update');
}

/** Takes each line's flash units (only those priced at the flash price) from its sale's stock. */
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
    if (line.flashSaleId === null || line.quantity < 1) continue;
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
