import { SEARCH_HISTORY_MAX, type TSearchHistory } from '@upahar/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { searchHistory } from '../../db/schema/search.ts';

// Search history of signed-in users. Every statement is scoped to the caller's user id
// (ownership in the query), so no one sees or clears another person's history.

/** Searching again moves the query to the top (case-insensitive); only the last 20 are kept. */
export async function recordSearch({ db, userId, query }: { db: DbOrTx; userId: string; query: string }) {
  await db.execute(sql`
    insert into search_history (user_id, query) values (${userId}, ${query})
    on conflict (user_id, lower(query)) do update set query = excluded.query, searched_at = now()
  `);
  await db.execute(sql`
    delete from search_history where user_id = ${userId} and id in (
      select id from search_history where user_id = ${userId}
      order by searched_at desc, id desc offset ${SEARCH_HISTORY_MAX})
  `);
}

export async function getSearchHistory({
  db,
  userId,
  prefix,
}: {
  db: DbOrTx;
  userId: string;
  prefix?: string;
}): Promise<TSearchHistory> {
  const rows = await db
    .select({ query: searchHistory.query, searchedAt: searchHistory.searchedAt })
    .from(searchHistory)
    .where(
      and(
        eq(searchHistory.userId, userId),
        prefix ? sql`starts_with(lower(${searchHistory.query}), ${prefix.toLowerCase()})` : undefined,
      ),
    )
    .orderBy(desc(searchHistory.searchedAt), desc(searchHistory.id))
    .limit(SEARCH_HISTORY_MAX);
  return { items: rows.map((r) => ({ query: r.query, searchedAt: r.searchedAt.toISOString() })) };
}

export async function clearSearchHistory({ db, userId }: { db: DbOrTx; userId: string }) {
  await db.delete(searchHistory).where(eq(searchHistory.userId, userId));
  return { items: [] };
}

export async function deleteSearchHistoryItem({
  db,
  userId,
  query,
}: {
  db: DbOrTx;
  userId: string;
  query: string;
}) {
  await db
    .delete(searchHistory)
    .where(
      and(eq(searchHistory.userId, userId), sql`lower(${searchHistory.query}) = ${query.toLowerCase()}`),
    );
  return getSearchHistory({ db, userId });
}
