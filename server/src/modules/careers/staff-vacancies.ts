import {
  type TStaffVacanciesQuery,
  type TStaffVacancy,
  type TVacancyStatus,
  VACANCIES_PER_PAGE,
  type ZVacancyBody,
} from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { and, count, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { jobApplications, vacancies } from '../../db/schema/careers.ts';
import * as clock from '../../lib/clock.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { containing } from '../../lib/like.ts';
import { recordChange } from '../audit/index.ts';
import { today, toVacancy } from './vacancies.ts';

// The admins' vacancies: drafts included, with how many applied. Every write records what the
// vacancy was and became in the audit log.

type Body = z.output<typeof ZVacancyBody>;
type Row = typeof vacancies.$inferSelect;

async function counts(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ id: jobApplications.vacancyId, n: count() })
    .from(jobApplications)
    .where(inArray(jobApplications.vacancyId, ids))
    .groupBy(jobApplications.vacancyId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

const staffView = (row: Row, n: number): TStaffVacancy => ({ ...toVacancy(row), applicationCount: n });

export async function listStaffVacancies(o: { db: Db; query: TStaffVacanciesQuery & { page: number } }) {
  const where: SQL[] = [];
  if (o.query.status) where.push(eq(vacancies.status, o.query.status));
  if (o.query.q) where.push(ilike(vacancies.title, containing(o.query.q)));
  const filter = where.length ? and(...where) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    o.db
      .select()
      .from(vacancies)
      .where(filter)
      .orderBy(desc(vacancies.updatedAt), desc(vacancies.id))
      .limit(VACANCIES_PER_PAGE)
      .offset((o.query.page - 1) * VACANCIES_PER_PAGE),
    o.db.select({ total: count() }).from(vacancies).where(filter),
  ]);
  const n = await counts(
    o.db,
    rows.map((r) => r.id),
  );
  return { vacancies: rows.map((r) => staffView(r, n.get(r.id) ?? 0)), total };
}

export async function getStaffVacancy(o: { db: DbOrTx; id: number }) {
  const [row] = await o.db.select().from(vacancies).where(eq(vacancies.id, o.id)).limit(1);
  if (!row) throw notFound(m.errors_not_found_vacancy);
  const n = await counts(o.db, [row.id]);
  return staffView(row, n.get(row.id) ?? 0);
}

/** Opening a vacancy whose last day has passed would show it nowhere: say so on the field. */
function checkOpenable(status: TVacancyStatus, closingDate: string) {
  if (status === 'open' && closingDate < today()) {
    const message = m.errors_staff_closing_date_passed();
    throw new AppError('bad_input', message, 400, { closingDate: [message] });
  }
}

const snapshot = (row: Row) => ({ ...row, createdAt: undefined, updatedAt: undefined });

export async function createVacancy(o: { db: Db; body: Body }) {
  checkOpenable(o.body.status, o.body.closingDate);
  const id = await o.db.transaction(async (tx) => {
    const now = clock.now();
    const [row] = await tx
      .insert(vacancies)
      .values({ ...o.body, createdAt: now, updatedAt: now })
      .returning();
    await recordChange(tx, { entity: 'vacancy', entityId: row.id, before: null, after: snapshot(row) });
    return row.id;
  });
  return getStaffVacancy({ db: o.db, id });
}

async function change(db: Db, id: number, set: (before: Row) => Partial<Body>) {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(vacancies).where(eq(vacancies.id, id)).for('update');
    if (!before) throw notFound(m.errors_not_found_vacancy);
    const values = set(before);
    checkOpenable(values.status ?? before.status, values.closingDate ?? before.closingDate);
    const [after] = await tx
      .update(vacancies)
      .set({ ...values, updatedAt: clock.now() })
      .where(eq(vacancies.id, id))
      .returning();
    await recordChange(tx, {
      entity: 'vacancy',
      entityId: id,
      before: snapshot(before),
      after: snapshot(after),
    });
  });
  return getStaffVacancy({ db, id });
}

export const updateVacancy = (o: { db: Db; id: number; body: Body }) => change(o.db, o.id, () => o.body);

export const setVacancyStatus = (o: { db: Db; id: number; status: TVacancyStatus }) =>
  change(o.db, o.id, () => ({ status: o.status }));
