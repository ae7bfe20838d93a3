import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Database } from '../../db/client.ts';

type Result = { rows: unknown[] };

/**
 * The shop's own database as pg-boss reaches it: the app's pool on PostgreSQL, the one PGlite
 * instance of the embedded default (pg-boss then runs in the same process, one statement at a
 * time with everything else). `settled()` waits for every statement pg-boss has sent, so the
 * database is never closed under one (pg-boss completes a finished job without waiting).
 */
export function bossDb(database: Database) {
  const client = (database.db as unknown as { $client: pg.Pool | PGlite }).$client;
  const run: (text: string, values?: unknown[]) => Promise<Result> =
    database.kind === 'postgres'
      ? (text, values) => (client as pg.Pool).query(text, values)
      : async (text, values) => {
          const lite = client as PGlite;
          if (values && values.length > 0) return lite.query(text, values);
          // Its schema and its maintenance come as several statements in one text, which only
          // exec takes (without parameters); the last statement's rows are the answer.
          const results = await lite.exec(text);
          return { rows: results.at(-1)?.rows ?? [] };
        };
  const inFlight = new Set<Promise<unknown>>();
  return {
    executeSql(text: string, values?: unknown[]): Promise<Result> {
      const p = run(text, values);
      inFlight.add(p);
      const forget = () => void inFlight.delete(p);
      p.then(forget, forget);
      return p;
    },
    async settled() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
}
