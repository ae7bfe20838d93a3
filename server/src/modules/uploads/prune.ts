import { and, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { uploads } from '../../db/schema/uploads.ts';
import * as clock from '../../lib/clock.ts';
import { dropMedia } from '../media/index.ts';
import { unsentUpload } from './unsent.ts';

/** Pictures uploaded but never sent with a complaint or a support ticket are kept this long. */
export const UNSENT_UPLOAD_KEEP_HOURS = 24;

/** Deletes unsent complaint images older than UNSENT_UPLOAD_KEEP_HOURS, with their bytes; answers how many. */
export async function pruneUnsentUploads({ db, now = clock.now() }: { db: Db; now?: Date }) {
  const before = new Date(now.getTime() - UNSENT_UPLOAD_KEEP_HOURS * 3_600_000);
  return db.transaction(async (tx) => {
    const gone = await tx
      .delete(uploads)
      .where(and(unsentUpload(), lt(uploads.createdAt, before)))
      .returning({ path: uploads.path });
    if (gone.length > 0) {
      // uploads keeps the served URL ("/uploads/x.webp"); media keys the bytes by "uploads/x.webp".
      await dropMedia(
        tx,
        gone.map((g) => g.path.replace(/^\//, '')),
      );
    }
    return gone.length;
  });
}
