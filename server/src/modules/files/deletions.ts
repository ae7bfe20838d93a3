import { asc, inArray, isNotNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { storedFileDeletions } from '../../db/schema/stored-files.ts';
import { careerCvs } from '../careers/tables.ts';
import { media } from '../media/tables.ts';
import { sellerDocuments } from '../sellers/tables.ts';
import type { Bucket } from './bucket.ts';

/** Keys taken per pass: one DeleteObjects request holds at most 1000. */
const BATCH = 500;

/**
 * Deletes from the bucket the objects whose rows are gone (the database lists their keys as the
 * rows go) and answers how many. Never throws: a bucket that refuses is logged, and the keys
 * stay listed for the next pass. Two passes at once do no harm, deleting an object twice is no
 * error.
 */
export async function dropDeletedFiles({ db, bucket }: { db: DbOrTx; bucket: Bucket | null }) {
  if (!bucket) return 0;
  let dropped = 0;
  try {
    for (;;) {
      const rows = await db
        .select({ key: storedFileDeletions.storageKey })
        .from(storedFileDeletions)
        .orderBy(asc(storedFileDeletions.createdAt))
        .limit(BATCH);
      if (rows.length === 0) break;
      const keys = rows.map((r) => r.key);
      await bucket.remove(keys);
      await db.delete(storedFileDeletions).where(inArray(storedFileDeletions.storageKey, keys));
      dropped += keys.length;
      if (rows.length < BATCH) break;
    }
  } catch (err) {
    bucket.log.warn({ err }, 'object storage: deleted files stay in the bucket until the next clean-up');
  }
  return dropped;
}

/**
 * After a request that deleted files: their objects go once the answer is out, so neither the
 * time it takes nor a bucket that refuses ever reaches the person who asked.
 */
export function dropDeletedFilesAfter(app: FastifyInstance, reply: FastifyReply) {
  if (!app.bucket) return;
  app.afterAnswer.run(reply, () => dropDeletedFiles({ db: app.database.db, bucket: app.bucket }));
}

/**
 * Said at start-up when rows name objects but no bucket is configured (files moved to a bucket
 * and the S3 settings then removed): those files cannot be served until the settings return.
 */
export async function filesWithoutBucketNotice(o: { db: DbOrTx; bucket: Bucket | null }) {
  if (o.bucket) return null;
  const counts = await Promise.all(
    [media, careerCvs, sellerDocuments].map((t) => o.db.$count(t, isNotNull(t.storageKey))),
  );
  const n = counts.reduce((a, b) => a + b, 0);
  return n > 0
    ? `${n} uploaded ${n === 1 ? 'file is' : 'files are'} kept in object storage, but no S3_ settings are given: set them as before, or those files cannot be served.`
    : null;
}
