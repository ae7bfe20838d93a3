import { todayInKathmandu } from '@upahar/contract';
import { asc } from 'drizzle-orm';
import { vacancies } from '../../db/schema/careers.ts';
import { latest, type SitemapSource } from '../catalog/index.ts';
import { openNow } from './vacancies.ts';

/**
 * The vacancies list and every open vacancy, in one query. A closed one keeps its page (saying
 * so) but is no job to find any more, so it leaves the sitemap.
 */
export const careerSitemapEntries: SitemapSource = async ({ db, now }) => {
  const rows = await db
    .select({ id: vacancies.id, updatedAt: vacancies.updatedAt })
    .from(vacancies)
    .where(openNow(todayInKathmandu(now)))
    .orderBy(asc(vacancies.closingDate), asc(vacancies.id));
  return [
    { path: '/careers', lastmod: latest(...rows.map((v) => v.updatedAt)) },
    ...rows.map((v) => ({ path: `/career/${v.id}`, lastmod: v.updatedAt })),
  ];
};
