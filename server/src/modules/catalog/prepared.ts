import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';

// Statements of a fixed shape whose values are placeholders are built and prepared once per
// database handle and shape, then only executed: building a product page's statements with the
// query builder took about a millisecond of every request, and a prepared statement is parsed
// once per connection instead of sent and parsed every time.

type Preparable<P> = { prepare(name: string): P };

const byDb = new WeakMap<DbOrTx, Map<string, unknown>>();
const names = new Map<string, string>();

/** The prepared statement of `shape` for this handle, built by `build` the first time. */
export function preparedFor<P>(db: DbOrTx, shape: string, build: () => Preparable<P>): P {
  let perDb = byDb.get(db);
  if (!perDb) {
    perDb = new Map();
    byDb.set(db, perDb);
  }
  let prepared = perDb.get(shape) as P | undefined;
  if (!prepared) {
    // Statement names are short and the same for a shape in every process.
    if (!names.has(shape)) names.set(shape, `catalog_${names.size + 1}`);
    prepared = build().prepare(names.get(shape) as string);
    perDb.set(shape, prepared);
  }
  return prepared;
}

// Statements built per request (a search page: its shape depends on the words' remembered
// counts) are prepared under a name of their own text, so PostgreSQL parses each text once per
// connection and, after a few runs, keeps a generic plan instead of planning every page (about
// 1.3 ms of a search). A name always stands for one text in this process; past the bound, new
// texts run unnamed as before. PGlite runs them as any other statement.
const dialect = new PgDialect();
const NAMED_MAX = 200;
const namedTexts = new Map<string, string>();

/** Runs `query` as a statement prepared under a name of its text (rows as db.execute gives them). */
export function executeNamed(db: DbOrTx, query: SQL): Promise<unknown> {
  const built = dialect.sqlToQuery(query);
  let name = namedTexts.get(built.sql);
  if (!name && namedTexts.size < NAMED_MAX) {
    name = `page_${namedTexts.size + 1}`;
    namedTexts.set(built.sql, name);
  }
  return db._.session.prepareQuery(built, undefined, name, false).execute();
}
