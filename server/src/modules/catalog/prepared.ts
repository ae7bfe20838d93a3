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
