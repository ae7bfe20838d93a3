import { and, isNotNull, isNull, lt, notExists, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { careerCvs, jobApplications } from '../../db/schema/careers.ts';
import * as clock from '../../lib/clock.ts';

/** CVs uploaded but never sent with an application are kept this long. */
const UNSENT_CV_KEEP_HOURS = 24;

/**
 * Deletes the CVs nobody needs any more; answers how many. A CV that an application holds is
 * never deleted (the hiring team reads it there), nor one its owner keeps to send again. That
 * leaves those never sent within UNSENT_CV_KEEP_HOURS, and those their owner removed once the
 * last application holding them is gone.
 */
export async function pruneUnsentCvs({ db, now = clock.now() }: { db: Db; now?: Date }) {
  const before = new Date(now.getTime() - UNSENT_CV_KEEP_HOURS * 3_600_000);
  const gone = await db
    .delete(careerCvs)
    .where(
      and(
        or(isNotNull(careerCvs.removedAt), and(isNull(careerCvs.keptAt), lt(careerCvs.createdAt, before))),
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
