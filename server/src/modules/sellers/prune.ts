import { and, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sellerDocuments } from '../../db/schema/sellers.ts';
import * as clock from '../../lib/clock.ts';

/** Documents uploaded but never sent with an application are kept this long. */
export const UNSENT_DOCUMENT_KEEP_HOURS = 24;

/** Deletes documents no application took within UNSENT_DOCUMENT_KEEP_HOURS; answers how many. */
export async function pruneUnsentDocuments({ db, now = clock.now() }: { db: Db; now?: Date }) {
  const before = new Date(now.getTime() - UNSENT_DOCUMENT_KEEP_HOURS * 3_600_000);
  const gone = await db
    .delete(sellerDocuments)
    .where(and(isNull(sellerDocuments.applicationId), lt(sellerDocuments.createdAt, before)))
    .returning({ id: sellerDocuments.id });
  return gone.length;
}
