// Which module owns each table. The owner is named at the top of every schema file
// (server/src/db/schema/<file>.ts: "// Owned by the catalog module."), and both import rules
// (.dependency-cruiser.cjs) and the write check (scripts/check-table-writes.mjs) are built from
// those lines, so the schema files are the one place the map is kept.
const fs = require('node:fs');
const path = require('node:path');

const SCHEMA_DIR = path.join(__dirname, '..', 'server', 'src', 'db', 'schema');
/** Schema files that declare no table: the barrel and the shared column types. */
const NOT_TABLES = new Set(['index.ts', 'columns.ts']);
/** Test code: tests beside the code and a module's test kits. */
const TEST_CODE = '(\\.test\\.ts|[/-]test-kit\\.ts)$';

/** One entry per schema file: its owner module, the tables' names in code and in SQL. */
function schemaFiles() {
  return fs
    .readdirSync(SCHEMA_DIR)
    .filter((f) => f.endsWith('.ts') && !NOT_TABLES.has(f))
    .sort()
    .map((file) => {
      const src = fs.readFileSync(path.join(SCHEMA_DIR, file), 'utf8');
      const owner = /^\/\/ Owned by the ([a-z-]+) module\b/m.exec(src)?.[1];
      if (!owner) {
        throw new Error(
          `server/src/db/schema/${file} does not name its owner: start it with "// Owned by the <module> module."`,
        );
      }
      const modulePath = path.join(SCHEMA_DIR, '..', '..', 'modules', owner);
      if (!fs.existsSync(modulePath))
        throw new Error(`server/src/db/schema/${file}: no module named ${owner}`);
      const tables = [...src.matchAll(/export const (\w+) = pgTable\(\s*'([a-z_]+)'/g)].map((m) => ({
        name: m[1],
        sql: m[2],
      }));
      return { file, owner, tables };
    });
}

module.exports = { schemaFiles, TEST_CODE };
