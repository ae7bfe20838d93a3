import { and, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cakePhotos } from '../../db/schema/cake-photos.ts';
import * as clock from '../../lib/clock.ts';
import { cartItems } from '../cart/tables.ts';
import { dropMedia, UNUSED_PICTURE_KEEP_HOURS } from '../media/index.ts';
import { orderItemPhotos, orderItems } from '../orders/tables.ts';

/**
 * Pictures for photo cakes that no cart line and no order names any more go after a day: a
 * picture tried on the product page and never added, a line taken out of the cart, a visitor's
 * cart pruned. They are people's own photographs, so the shop keeps only those it will print or
 * has printed (an order's line, and a picture the store asked to be replaced, stay with the order).
 * Answers how many went.
 */
export async function pruneUnusedCakePhotos({ db, now = clock.now() }: { db: Db; now?: Date }) {
  const before = new Date(now.getTime() - UNUSED_PICTURE_KEEP_HOURS * 3_600_000);
  const id = sql`${cakePhotos.id}::text`;
  return db.transaction(async (tx) => {
    const gone = await tx
      .delete(cakePhotos)
      .where(
        and(
          lt(cakePhotos.createdAt, before),
          sql`not exists (select 1 from ${cartItems} where ${cartItems.options}->>'photoId' = ${id})`,
          sql`not exists (select 1 from ${orderItems} where ${orderItems.options}->>'photoId' = ${id})`,
          sql`not exists (select 1 from ${orderItemPhotos} where ${orderItemPhotos.photoId} = ${cakePhotos.id})`,
        ),
      )
      .returning({ path: cakePhotos.path });
    await dropMedia(
      tx,
      gone.map((g) => g.path),
    );
    return gone.length;
  });
}
