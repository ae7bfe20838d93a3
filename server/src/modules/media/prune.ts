import { and, like, lt, not, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { media } from '../../db/schema/media.ts';

/** A picture published for a form (a blog cover, a campaign banner) but never saved with it is kept this long. */
export const UNUSED_PICTURE_KEEP_HOURS = 24;

/**
 * Deletes the pictures of `folder` (publishImage) older than UNUSED_PICTURE_KEEP_HOURS that
 * nothing uses any more: uploaded for a form that was never saved, or replaced since. `usedBy`
 * says, for the served URL of a picture ('/media/blog/x.webp'), whether its owner still names it;
 * the owner decides, since only it knows where its pictures are named. Answers how many went.
 */
export async function pruneUnusedPictures(o: {
  db: DbOrTx;
  folder: string;
  now: Date;
  usedBy: (url: SQL) => SQL;
}) {
  const before = new Date(o.now.getTime() - UNUSED_PICTURE_KEEP_HOURS * 3_600_000);
  const url = sql`'/media/' || ${media.path}`;
  const gone = await o.db
    .delete(media)
    .where(and(like(media.path, `${o.folder}/%`), lt(media.createdAt, before), not(o.usedBy(url))))
    .returning({ id: media.id });
  return gone.length;
}
