import { and, lt, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { careerCvs, jobApplications } from '../../db/schema/index.ts';
import * as clock from '../../lib/clock.ts';

/** CVs uploaded but never sent with an application are kept this long. */
export const UNSENT_CV_KEEP_HOURS = 24;

/** Deletes CVs no application took within UNSENT_CV_KEEP_HOURS; answers how many. */
export async function pruneUnsentCvs({ db, now = clock.now() }: { db: Db; now?: Date }) {
  const before = new Date(now.getTime() - UNSENT_CV_KEEP_HOURS * 3_600_000);
  const gone = await db
    .delete(careerCvs)
    .where(
      and(
        lt(careerCvs.createdAt, before),
        notExists(
          db
            .select({ one: sql`1` })
            .from(jobApplications)
            .where(sql`${jobApplications.cvId} = ${careerCvs.id}`),
        ),
      ),
    )
    .returning({ id: careerCvs.id });
  return gone.length;
}
