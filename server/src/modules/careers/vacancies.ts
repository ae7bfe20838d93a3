import {
  type TJobPreferences,
  type TVacanciesFilter,
  type TVacancy,
  todayInKathmandu,
  VACANCIES_PER_PAGE,
} from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { and, asc, count, eq, gte, inArray, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { jobPreferences, vacancies } from '../../db/schema/careers.ts';
import * as clock from '../../lib/clock.ts';
import { notFound } from '../../lib/errors.ts';

// Vacancies as visitors see them: open ones whose closing date (inclusive, Kathmandu's calendar)
// has not passed. A closed or past vacancy keeps its page, saying it is closed; a draft has none.

type Row = typeof vacancies.$inferSelect;

export const today = () => todayInKathmandu(clock.now());

export const isOpenRow = (row: Pick<Row, 'status' | 'closingDate'>, on = today()) =>
  row.status === 'open' && row.closingDate >= on;

/** The SQL condition of an open vacancy today. */
export const openNow = (on = today()) => and(eq(vacancies.status, 'open'), gte(vacancies.closingDate, on));

export function toVacancy(row: Row, on = today()): TVacancy {
  return {
    id: row.id,
    title: row.title,
    department: row.department,
    location: row.location,
    employmentType: row.employmentType,
    salaryMinPaisa: row.salaryMinPaisa,
    salaryMaxPaisa: row.salaryMaxPaisa,
    description: row.description,
    closingDate: row.closingDate,
    status: row.status,
    isOpen: isOpenRow(row, on),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listOpenVacancies(o: { db: Db; query: TVacanciesFilter }) {
  const on = today();
  const where: (SQL | undefined)[] = [openNow(on)];
  if (o.query.department) where.push(eq(vacancies.department, o.query.department));
  if (o.query.location) where.push(eq(vacancies.location, o.query.location));
  if (o.query.type) where.push(eq(vacancies.employmentType, o.query.type));
  const filter = and(...where);
  const [rows, [{ total }]] = await Promise.all([
    o.db
      .select()
      .from(vacancies)
      .where(filter)
      // Soonest closing first: those are the ones to apply for now.
      .orderBy(asc(vacancies.closingDate), asc(vacancies.id))
      .limit(VACANCIES_PER_PAGE)
      .offset((o.query.page - 1) * VACANCIES_PER_PAGE),
    o.db.select({ total: count() }).from(vacancies).where(filter),
  ]);
  return { vacancies: rows.map((r) => toVacancy(r, on)), total };
}

/** A vacancy's public page: open or closed, never a draft. */
export async function getPublicVacancy(o: { db: DbOrTx; id: number }) {
  const [row] = await o.db.select().from(vacancies).where(eq(vacancies.id, o.id)).limit(1);
  if (!row || row.status === 'draft') throw notFound(m.errors_not_found_vacancy);
  return toVacancy(row);
}

async function matching(db: Db, prefs: TJobPreferences) {
  const on = today();
  const where: (SQL | undefined)[] = [openNow(on)];
  if (prefs.departments.length) where.push(inArray(vacancies.department, prefs.departments));
  if (prefs.locations.length) where.push(inArray(vacancies.location, prefs.locations));
  if (prefs.types.length) where.push(inArray(vacancies.employmentType, prefs.types));
  const rows = await db
    .select()
    .from(vacancies)
    .where(and(...where))
    .orderBy(asc(vacancies.closingDate), asc(vacancies.id))
    .limit(50);
  return rows.map((r) => toVacancy(r, on));
}

/** The person's saved preferences (null before the first save) and the open vacancies matching them. */
export async function myVacancies(o: { db: Db; userId: string }) {
  const [row] = await o.db.select().from(jobPreferences).where(eq(jobPreferences.userId, o.userId));
  if (!row) return { preferences: null, vacancies: [] };
  const preferences = { departments: row.departments, locations: row.locations, types: row.types };
  return { preferences, vacancies: await matching(o.db, preferences) };
}

export async function saveJobPreferences(o: { db: Db; userId: string; prefs: TJobPreferences }) {
  const values = { ...o.prefs, updatedAt: clock.now() };
  await o.db
    .insert(jobPreferences)
    .values({ userId: o.userId, ...values })
    .onConflictDoUpdate({ target: jobPreferences.userId, set: values });
  return myVacancies(o);
}
