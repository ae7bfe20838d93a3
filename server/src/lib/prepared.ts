import type { Query, SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.ts';

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
    if (!names.has(shape)) names.set(shape, `fixed_${names.size + 1}`);
    prepared = build().prepare(names.get(shape) as string);
    perDb.set(shape, prepared);
  }
  return prepared;
}

// Statements built per request (a search or listing page: a search's shape depends on the
// words' remembered counts) are prepared under a name per shape, so PostgreSQL parses each once
// per connection and, after a few runs, keeps a generic plan instead of planning every page (about
// 1.3 ms of a search). The caller names the shape and passes its values as placeholders, so the
// statement's text is also built once per shape (turning the query builder's tree into text took
// about a fifth of a search's time in Node, and more of a listing's). A name always stands for one
// text in this process; past its family's bound, new shapes run unnamed and built each time, as
// before. Each family has its own bound, so that a crowd of one kind (every shop's own listing)
// cannot take the names another kind needs. PGlite runs them as any other statement.
const dialect = new PgDialect();
const NAMED_MAX = 200;
type Shape = { query: Query; name: string };
const families = new Map<string, Map<string, Shape>>();
const shapeCount = { named: 0 };
type Executable = { execute(values: Record<string, unknown>): Promise<unknown> };
const runnersByDb = new WeakMap<DbOrTx, Map<string, Executable>>();

/**
 * Runs the statement of `shape` (within `family`) with `values` for its placeholders: `build` is
 * called only the first time a shape is seen (rows as db.execute gives them).
 */
export function executeShape(
  db: DbOrTx,
  family: string,
  shape: string,
  build: () => SQL,
  values: Record<string, unknown>,
): Promise<unknown> {
  let runners = runnersByDb.get(db);
  if (!runners) {
    runners = new Map();
    runnersByDb.set(db, runners);
  }
  const key = `${family}|${shape}`;
  const runner = runners.get(key);
  if (runner) return runner.execute(values);
  let shapes = families.get(family);
  if (!shapes) {
    shapes = new Map();
    families.set(family, shapes);
  }
  let known = shapes.get(shape);
  if (!known) {
    const query = dialect.sqlToQuery(build());
    if (shapes.size >= NAMED_MAX)
      return db._.session.prepareQuery(query, undefined, undefined, false).execute(values);
    known = { query, name: `shape_${++shapeCount.named}` };
    shapes.set(shape, known);
  }
  const prepared = db._.session.prepareQuery(known.query, undefined, known.name, false);
  runners.set(key, prepared);
  return prepared.execute(values);
}
