import type { Database } from '../db/client.ts';

/** Runs `fn` and returns how many SQL statements it sent (a fixed, small number per endpoint). */
export async function countQueries<T>(
  database: Database,
  fn: () => Promise<T>,
): Promise<{ result: T; queries: number }> {
  const before = database.queryCount();
  const result = await fn();
  return { result, queries: database.queryCount() - before };
}
