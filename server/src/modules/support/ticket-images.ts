import { m } from '@upahar/contract/messages';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { supportTicketImages } from '../../db/schema/support-tickets.ts';
import { notFound } from '../../lib/errors.ts';
import { unsentUpload } from '../uploads/index.ts';
import { uploads } from '../uploads/tables.ts';

/**
 * Puts the writer's own unsent pictures on a message, in the order given: a customer's or a
 * staff member's alike. Anyone else's picture, or one already sent, is not found.
 */
export async function attachImages(tx: Tx, userId: string, messageId: string, imageIds: readonly string[]) {
  if (imageIds.length === 0) return;
  const found = await tx
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(inArray(uploads.id, [...imageIds]), eq(uploads.userId, userId), unsentUpload()));
  if (found.length !== imageIds.length) throw notFound(m.errors_not_found_one_of_the_images);
  // Two messages sent at once with the same picture both pass the look above; the picture's key
  // lets one of them have it, and the other is told as if it had looked a moment later.
  const claimed = await tx
    .insert(supportTicketImages)
    .values(imageIds.map((uploadId, position) => ({ uploadId, messageId, position })))
    .onConflictDoNothing()
    .returning({ id: supportTicketImages.uploadId });
  if (claimed.length !== imageIds.length) throw notFound(m.errors_not_found_one_of_the_images);
}
