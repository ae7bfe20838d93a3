import { WITHDRAWABLE_STATUSES, type ZJobApplyBody } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { careerCvs, jobApplications, vacancies } from '../../db/schema/careers.ts';
import * as clock from '../../lib/clock.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { mailReceived, mailWithdrawn } from './mails.ts';
import { forApplicant, loadJobApplications } from './reads.ts';
import { isOpenRow } from './vacancies.ts';

// Applying for a vacancy, following one's applications and withdrawing one. Every read is
// scoped to the signed-in person in the query: anyone else's application is "not found".

type Body = z.output<typeof ZJobApplyBody>;

const isUniqueViolation = (e: unknown): boolean => {
  const x = e as { code?: string; cause?: unknown };
  return x?.code === '23505' || (x?.cause !== undefined && isUniqueViolation(x.cause));
};

async function getMyApplication(o: { db: DbOrTx; userId: string; id: string }) {
  const [app] = await loadJobApplications(
    o.db,
    and(eq(jobApplications.id, o.id), eq(jobApplications.userId, o.userId)),
  );
  if (!app) throw notFound(m.errors_not_found_application);
  return forApplicant(app);
}

export async function myApplications(o: { db: Db; userId: string }) {
  const apps = await loadJobApplications(o.db, eq(jobApplications.userId, o.userId));
  return apps.map(forApplicant);
}

export async function applyForVacancy(o: { db: Db; userId: string; body: Body; publicUrl: string }) {
  const { db, userId, body } = o;
  const id = await db
    .transaction(async (tx) => {
      const [vacancy] = await tx.select().from(vacancies).where(eq(vacancies.id, body.vacancyId)).limit(1);
      if (!vacancy || vacancy.status === 'draft') throw notFound(m.errors_not_found_vacancy);
      if (!isOpenRow(vacancy)) throw new AppError('vacancy_closed', m.errors_community_vacancy_closed(), 409);
      const [mine] = await tx
        .select({ id: jobApplications.id })
        .from(jobApplications)
        .where(and(eq(jobApplications.vacancyId, vacancy.id), eq(jobApplications.userId, userId)))
        .limit(1);
      if (mine) throw new AppError('already_applied', m.errors_community_already_applied(), 409);
      // The CV must be one this person uploaded (or sent before) and has not removed. Locked, so
      // removing it at the same moment waits and then sees this application holding it.
      const [cv] = await tx
        .select({ id: careerCvs.id, keptAt: careerCvs.keptAt })
        .from(careerCvs)
        .where(and(eq(careerCvs.id, body.cvId), eq(careerCvs.userId, userId), isNull(careerCvs.removedAt)))
        .for('update');
      if (!cv) {
        const message = m.errors_staff_cv_missing();
        throw new AppError('bad_input', message, 400, { cvId: [message] });
      }
      const now = clock.now();
      // Sent once, it is the person's to send again and housekeeping leaves it alone.
      if (!cv.keptAt) await tx.update(careerCvs).set({ keptAt: now }).where(eq(careerCvs.id, cv.id));
      const [row] = await tx
        .insert(jobApplications)
        .values({
          vacancyId: vacancy.id,
          userId,
          name: body.name,
          email: body.email,
          phone: body.phone,
          coverLetter: body.coverLetter,
          cvId: cv.id,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: jobApplications.id });
      await mailReceived(tx, { name: body.name, email: body.email }, vacancy.title, o.publicUrl);
      return row.id;
    })
    .catch((e) => {
      // Two submits at once: the one-application-per-vacancy index refuses the second.
      if (isUniqueViolation(e))
        throw new AppError('already_applied', m.errors_community_already_applied(), 409);
      throw e;
    });
  return getMyApplication({ db, userId, id });
}

export async function withdrawApplication(o: { db: Db; userId: string; id: string }) {
  await o.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: jobApplications.status, name: jobApplications.name, email: jobApplications.email })
      .from(jobApplications)
      .where(and(eq(jobApplications.id, o.id), eq(jobApplications.userId, o.userId)))
      .for('update');
    if (!row) throw notFound(m.errors_not_found_application);
    if (!(WITHDRAWABLE_STATUSES as readonly string[]).includes(row.status)) {
      const message =
        row.status === 'withdrawn'
          ? m.errors_staff_already_withdrawn()
          : m.errors_staff_application_decided();
      throw new AppError('not_withdrawable', message, 409);
    }
    await tx
      .update(jobApplications)
      .set({ status: 'withdrawn', updatedAt: clock.now() })
      .where(eq(jobApplications.id, o.id));
    const [app] = await loadJobApplications(tx, eq(jobApplications.id, o.id));
    await mailWithdrawn(tx, row, app.vacancy.title);
  });
  return getMyApplication(o);
}
