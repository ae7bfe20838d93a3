import { and, eq, inArray, isNull, notExists, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { uploads } from '../../db/schema/uploads.ts';
import { supportTicketImages } from '../support/tables.ts';

/**
 * An upload no complaint and no support ticket has taken yet: its owner may still remove it, it
 * counts against their limit of waiting pictures, and it is deleted when left too long.
 */
export const unsentUpload = () =>
  and(
    isNull(uploads.complaintId),
    notExists(
      sql`(select 1 from ${supportTicketImages} where ${supportTicketImages.uploadId} = ${uploads.id})`,
    ),
  );

/**
 * Attaches the user's unsent pictures to a complaint about their order, with one conditional
 * update: a picture that is someone else's, already sent or uploaded for another order is left
 * out. Answers the ids attached.
 */
export function attachToComplaint(
  tx: Tx,
  o: { imageIds: string[]; userId: string; orderId: string; complaintId: number },
) {
  return tx
    .update(uploads)
    .set({ complaintId: o.complaintId, orderId: o.orderId })
    .where(
      and(
        inArray(uploads.id, o.imageIds),
        eq(uploads.userId, o.userId),
        unsentUpload(),
        or(isNull(uploads.orderId), eq(uploads.orderId, o.orderId)),
      ),
    )
    .returning({ id: uploads.id });
}
