import type { TStaffJobApplication } from '@upahar/contract';
import { desc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { careerCvs, jobApplications, vacancies } from '../../db/schema/careers.ts';
import { isOpenRow, today } from './vacancies.ts';

/** Applications matching `where`, newest first, with their vacancy and CV (not its bytes), in one query. */
export async function loadJobApplications(
  db: DbOrTx,
  where: SQL | undefined,
  page?: { limit: number; offset: number },
): Promise<TStaffJobApplication[]> {
  const query = db
    .select({
      app: jobApplications,
      vacancy: {
        id: vacancies.id,
        title: vacancies.title,
        department: vacancies.department,
        location: vacancies.location,
        status: vacancies.status,
        closingDate: vacancies.closingDate,
      },
      cv: {
        id: careerCvs.id,
        fileName: careerCvs.fileName,
        contentType: careerCvs.contentType,
        size: careerCvs.size,
      },
    })
    .from(jobApplications)
    .innerJoin(vacancies, eq(vacancies.id, jobApplications.vacancyId))
    .innerJoin(careerCvs, eq(careerCvs.id, jobApplications.cvId))
    .where(where)
    .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  const on = today();
  return rows.map(({ app, vacancy, cv }) => ({
    id: app.id,
    status: app.status,
    vacancy: {
      id: vacancy.id,
      title: vacancy.title,
      department: vacancy.department,
      location: vacancy.location,
      isOpen: isOpenRow(vacancy, on),
    },
    name: app.name,
    email: app.email,
    phone: app.phone,
    coverLetter: app.coverLetter,
    cv: { id: cv.id, name: cv.fileName, contentType: cv.contentType, size: cv.size },
    staffNote: app.staffNote,
    createdAt: app.createdAt.toISOString(),
    updatedAt: app.updatedAt.toISOString(),
  }));
}

/** What the applicant sees: everything but the team's note. */
export const forApplicant = ({ staffNote: _, ...app }: TStaffJobApplication) => app;
