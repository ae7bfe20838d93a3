import type { TMyCv } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { careerCvs, jobApplications } from '../../db/schema/careers.ts';
import * as clock from '../../lib/clock.ts';
import { notFound } from '../../lib/errors.ts';
import { toCv } from './cv.ts';

// A person's CVs: the ones they sent with an application, which they may send again until they
// remove them. Every query is scoped to the person: anyone else's CV is "not found".

// Spelt out: inside a one-table select the column names would lose their table.
const heldByApplications = sql<number>`(select count(*)::int from job_applications ja where ja.cv_id = career_cvs.id)`;

export async function listMyCvs(o: { db: DbOrTx; userId: string }): Promise<TMyCv[]> {
  const rows = await o.db
    .select({
      id: careerCvs.id,
      fileName: careerCvs.fileName,
      contentType: careerCvs.contentType,
      size: careerCvs.size,
      createdAt: careerCvs.createdAt,
      applications: heldByApplications,
    })
    .from(careerCvs)
    .where(and(eq(careerCvs.userId, o.userId), isNotNull(careerCvs.keptAt), isNull(careerCvs.removedAt)))
    .orderBy(desc(careerCvs.createdAt), desc(careerCvs.id));
  return rows.map((r) => ({
    ...toCv(r),
    uploadedAt: r.createdAt.toISOString(),
    applicationCount: Number(r.applications),
  }));
}

/**
 * Removes one of the person's CVs. One that no application holds is deleted with its file. One
 * that applications hold was sent to the hiring team with them, so it stays for those
 * applications only: it leaves the person's list and cannot be sent again, and housekeeping
 * deletes it once the last of them is gone. The row is locked so an application sent at the
 * same moment either takes the CV first (and it is kept for it) or finds it gone.
 */
export async function removeMyCv(o: { db: Db; userId: string; id: string }) {
  const kept = await o.db.transaction(async (tx) => {
    const [cv] = await tx
      .select({ id: careerCvs.id })
      .from(careerCvs)
      .where(and(eq(careerCvs.id, o.id), eq(careerCvs.userId, o.userId), isNull(careerCvs.removedAt)))
      .for('update');
    if (!cv) throw notFound(m.errors_not_found_cv);
    // Counted after the lock, so an application sent just before is seen.
    const [held] = await tx
      .select({ id: jobApplications.id })
      .from(jobApplications)
      .where(eq(jobApplications.cvId, cv.id))
      .limit(1);
    if (!held) {
      await tx.delete(careerCvs).where(eq(careerCvs.id, cv.id));
      return false;
    }
    await tx.update(careerCvs).set({ removedAt: clock.now() }).where(eq(careerCvs.id, cv.id));
    return true;
  });
  return {
    cvs: await listMyCvs(o),
    message: kept
      ? 'CV removed. The applications you already sent keep it for our hiring team.'
      : 'CV removed',
  };
}
