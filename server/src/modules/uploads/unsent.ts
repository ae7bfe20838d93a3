import { and, isNull, notExists, sql } from 'drizzle-orm';
import { supportTicketImages, uploads } from '../../db/schema/index.ts';

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
