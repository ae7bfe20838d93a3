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
    bucketObjects,
  };
}

/**
 * Runs the clean-up a minute after start (not during it: start-up is when the shop is busiest
 * with its own work) and then every `everyMs`. Stopping waits for a pass in progress.
 */
export function startHousekeeping(app: FastifyInstance, everyMs = 3_600_000): () => Promise<void> {
  let running: Promise<void> | null = null;
  const run = () => {
    if (running) return;
    running = runHousekeeping(app)
      .then((done) => {
        if (
          done.guestCarts +
            done.unsentUploads +
            done.soldCounts +
            done.unsentDocuments +
            done.unsentCvs +
            done.connectionDigests +
            done.contestResults +
            done.contestViews +
            done.unusedPictures +
            done.bucketObjects >
          0
        )
          app.log.info(done, 'housekeeping');
      })
      .catch((e) => app.log.warn({ err: e }, 'housekeeping failed'))
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(run, Math.min(60_000, everyMs));
  const timer = setInterval(run, everyMs);
  first.unref();
  timer.unref();
  return async () => {
    clearTimeout(first);
    clearInterval(timer);
    await running;
  };
}
