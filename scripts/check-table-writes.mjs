#!/usr/bin/env node
// A module writes only the tables it owns. Other modules read them through the owner's
// tables.ts, and change them by calling a function the owner's index.ts exports, so every write
// to a table sits in one module. This finds inserts, updates and deletes (query builder or raw
// SQL) on another module's table in application code. Test code arranges rows directly and is
// not checked. Part of `npm run lint`.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const { schemaFiles, TEST_CODE } = createRequire(import.meta.url)('./table-owners.cjs');
const modulesDir = join(root, 'server', 'src', 'modules');

/**
 * Writes allowed outside the owner, each with its reason. Keep this list short: prefer a function
 * in the owner.
 */
const EXCEPTIONS = [
  {
    module: 'files',
    tables: ['media', 'career_cvs', 'seller_documents'],
    reason:
      "Moving stored files into the bucket rewrites only a file's bytes and storage_key columns, the " +
      'part of the row the files module defines; the owners (media, careers, sellers) build on files, ' +
      'so files cannot call them.',
  },
];

const ownerBySql = new Map();
for (const { owner, tables } of schemaFiles()) for (const t of tables) ownerBySql.set(t.sql, owner);
const sqlNameOf = new Map();
for (const { tables } of schemaFiles()) for (const t of tables) sqlNameOf.set(t.name, t.sql);

const testCode = new RegExp(TEST_CODE);
const problems = [];

function check(file, module) {
  const src = readFileSync(file, 'utf8');
  const where = (index) => `${relative(root, file)}:${src.slice(0, index).split('\n').length}`;
  // Names this file imports from a read model: `import { products as p } from '../catalog/tables.ts'`.
  const readOnly = new Map();
  for (const m of src.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*'\.\.\/([a-z-]+)\/tables\.ts'/g)) {
    for (const spec of m[1].split(',')) {
      const [name, local = name] = spec
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/);
      if (name) readOnly.set(local, name);
    }
  }
  const report = (index, sqlName) => {
    const owner = ownerBySql.get(sqlName);
    if (!owner || owner === module) return;
    if (EXCEPTIONS.some((e) => e.module === module && e.tables.includes(sqlName))) return;
    problems.push(`${where(index)}: the ${module} module writes ${sqlName}, a table of the ${owner} module`);
  };
  for (const m of src.matchAll(/\.(?:insert|update|delete)\(\s*(\w+)\s*\)/g)) {
    const name = readOnly.get(m[1]);
    if (name) report(m.index, sqlNameOf.get(name));
  }
  // Raw SQL: `update ${products} ...` or `insert into order_items ...` inside a sql`` template.
  for (const t of src.matchAll(/sql`((?:[^`\\]|\\.)*)`/gs)) {
    for (const m of t[1].matchAll(
      /\b(?:update|insert\s+into|delete\s+from)\s+(?:\$\{(\w+)\}|"?([a-z_]+)"?)/gi,
    )) {
      const sqlName = m[1] ? sqlNameOf.get(readOnly.get(m[1]) ?? '') : m[2];
      if (sqlName) report(t.index + m.index, sqlName);
    }
  }
}

function walk(dir, module) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) walk(full, module);
    else if (entry.name.endsWith('.ts') && !testCode.test(full)) check(full, module);
  }
}
for (const module of readdirSync(modulesDir)) walk(join(modulesDir, module), module);

if (problems.length > 0) {
  console.error(
    `${problems.join('\n')}\n\nA module changes another module's table through a function that module's index.ts exports.`,
  );
  process.exit(1);
}
console.log('check-table-writes: every table is written only by its owner module');
