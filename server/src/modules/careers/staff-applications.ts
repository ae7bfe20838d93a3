import {
  JOB_APPLICATION_STATUS_LABEL,
  JOB_APPLICATIONS_PER_PAGE,
  type TStaffJobApplicationsQuery,
  type ZJobApplicationMoveBody,
} from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { and, count, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { careerCvs, jobApplications, vacancies } from '../../db/schema/careers.ts';
import * as clock from '../../lib/clock.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { recordChange } from '../audit/index.ts';
import { mailStatusChanged } from './mails.ts';
import { loadJobApplications } from './reads.ts';

// The admins' reading of job applications: a page by vacancy and status, one application, its CV,
// and moving it to another state (the applicant is e-mailed; the audit log keeps before/after).

export async function listStaffApplications(o: {
  db: Db;
  query: TStaffJobApplicationsQuery & { page: number };
}) {
  const where: SQL[] = [];
  if (o.query.vacancyId) where.push(eq(jobApplications.vacancyId, Number(o.query.vacancyId)));
  if (o.query.status) where.push(eq(jobApplications.status, o.query.status));
  const filter = where.length ? and(...where) : undefined;
  const [applications, [{ total }]] = await Promise.all([
    loadJobApplications(o.db, filter, {
      limit: JOB_APPLICATIONS_PER_PAGE,
      offset: (o.query.page - 1) * JOB_APPLICATIONS_PER_PAGE,
    }),
    o.db.select({ total: count() }).from(jobApplications).where(filter),
  ]);
  return { applications, total };
}

export async function getStaffApplication(o: { db: DbOrTx; id: string }) {
  const [app] = await loadJobApplications(o.db, eq(jobApplications.id, o.id));
  if (!app) throw notFound(m.errors_not_found_application);
  return app;
}

type Move = z.output<typeof ZJobApplicationMoveBody>;

export async function moveApplication(o: { db: Db; id: string; body: Move; publicUrl: string }) {
  await o.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ app: jobApplications, title: vacancies.title })
      .from(jobApplications)
      .innerJoin(vacancies, eq(vacancies.id, jobApplications.vacancyId))
      .where(eq(jobApplications.id, o.id))
      .for('update', { of: jobApplications });
    if (!row) throw notFound(m.errors_not_found_application);
    const { app } = row;
    if (app.status === 'withdrawn')
      throw new AppError('withdrawn', m.errors_sellers_application_withdrawn(), 409);
    const noteChanged = o.body.note !== null && o.body.note !== app.staffNote;
    if (app.status === o.body.status && !noteChanged)
      throw new AppError(
        'same_status',
        m.careers_already_status({ status: JOB_APPLICATION_STATUS_LABEL[app.status].toLowerCase() }),
        409,
      );
    const staffNote = o.body.note ?? app.staffNote;
    await tx
      .update(jobApplications)
      .set({ status: o.body.status, staffNote, updatedAt: clock.now() })
      .where(eq(jobApplications.id, o.id));
    await recordChange(tx, {
      entity: 'job-application',
      entityId: o.id,
      before: { status: app.status, staffNote: app.staffNote },
      after: { status: o.body.status, staffNote },
    });
    // A note alone is the team's business; only a change of state is news for the applicant.
    if (app.status !== o.body.status) await mailStatusChanged(tx, app, row.title, o.body.status, o.publicUrl);
  });
  return getStaffApplication(o);
}

/** The CV of an application, with where its bytes are, for an admin's download. */
export async function readApplicationCv(o: { db: Db; id: string }) {
  const [row] = await o.db
    .select({
      fileName: careerCvs.fileName,
      contentType: careerCvs.contentType,
      bytes: careerCvs.bytes,
      storageKey: careerCvs.storageKey,
    })
    .from(jobApplications)
    .innerJoin(careerCvs, eq(careerCvs.id, jobApplications.cvId))
    .where(eq(jobApplications.id, o.id));
  if (!row) throw notFound(m.errors_not_found_cv);
  return row;
}
