import type { FastifyInstance } from 'fastify';
import * as clock from '../../lib/clock.ts';
import { pruneUnusedCovers } from '../blog/index.ts';
import { pruneUnusedCampaignPictures } from '../campaigns/index.ts';
import { pruneUnsentCvs } from '../careers/index.ts';
import { pruneGuestCarts } from '../cart/index.ts';
import { recountSales } from '../catalog/index.ts';
import { sendConnectionDigests } from '../connections/index.ts';
import { pruneEntryViews, publishDueResults } from '../contests/index.ts';
import { dropDeletedFiles } from '../files/index.ts';
import { pruneUnusedCakePhotos } from '../photos/index.ts';
import { pruneUnsentDocuments } from '../sellers/index.ts';
import { pruneUnsentUploads } from '../uploads/index.ts';

/**
 * One pass of the shop's clean-up (what visitors and shoppers left behind and will not come back
 * for) and of the daily digests of connection requests.
 */
export async function runHousekeeping(
  app: Pick<FastifyInstance, 'database' | 'config' | 'bucket'>,
  now = clock.now(),
) {
  const db = app.database.db;
  const guestCarts = await pruneGuestCarts({ db, now });
  const unsentUploads = await pruneUnsentUploads({ db, now });
  const soldCounts = await recountSales({ db, now });
  const unsentDocuments = await pruneUnsentDocuments({ db, now });
  const unsentCvs = await pruneUnsentCvs({ db, now });
  const connectionDigests = await sendConnectionDigests({ db, publicUrl: app.config.publicUrl, now });
  const contestResults = await publishDueResults({ db, publicUrl: app.config.publicUrl, now });
  const contestViews = await pruneEntryViews({ db, now });
  const unusedPictures =
    (await pruneUnusedCovers({ db, now })) + (await pruneUnusedCampaignPictures({ db, now }));
  const unusedCakePhotos = await pruneUnusedCakePhotos({ db, now });
  // Last: the objects of every file deleted above, and of any a request could not delete.
  const bucketObjects = await dropDeletedFiles({ db, bucket: app.bucket });
  return {
    guestCarts,
    unsentUploads,
    soldCounts,
    unsentDocuments,
    unsentCvs,
    connectionDigests,
    contestResults,
    contestViews,
    unusedPictures,
    unusedCakePhotos,
    bucketObjects,
  };
}

/** One pass, logged when it did anything: what the job system runs every hour. */
export async function housekeepingJob(app: Pick<FastifyInstance, 'database' | 'config' | 'log' | 'bucket'>) {
  const done = await runHousekeeping(app);
  if (Object.values(done).some((n) => n > 0)) app.log.info(done, 'housekeeping');
  return done;
}
