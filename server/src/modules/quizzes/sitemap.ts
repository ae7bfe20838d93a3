import { desc } from 'drizzle-orm';
import { quizzes } from '../../db/schema/quizzes.ts';
import { latest, type SitemapSource } from '../catalog/index.ts';
import { isPublic } from './reads.ts';

// Shoppers write quizzes, so there is no upper bound on them: the sitemap lists the most
// recently changed ones, leaving room in its file for the shop's own pages and products.
const MAX_QUIZZES = 2_000;

/** The quizzes list and every public quiz, in one query. */
export const quizSitemapEntries: SitemapSource = async ({ db }) => {
  const rows = await db
    .select({ slug: quizzes.slug, updatedAt: quizzes.updatedAt })
    .from(quizzes)
    .where(isPublic)
    .orderBy(desc(quizzes.updatedAt), desc(quizzes.id))
    .limit(MAX_QUIZZES);
  return [
    { path: '/quiz', lastmod: latest(rows[0]?.updatedAt) },
    ...rows.map((q) => ({ path: `/quiz/${q.slug}`, lastmod: q.updatedAt })),
  ];
};
