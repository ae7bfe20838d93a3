// Regenerates the newest migration from the schema while it has not shipped: removes the last
// journal entry, its SQL and snapshot, then runs drizzle-kit generate with the same name.
// Usage: node server/scripts/redo-last-migration.mjs   (from the repo root). Never use it on a
// migration that is already on main: deployed databases have applied it.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const out = path.join(root, 'server/src/db/migrations');
const journalPath = path.join(out, 'meta/_journal.json');
const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8'));
const last = journal.entries.pop();
if (!last || last.idx < 2) throw new Error('Refusing to redo the first migrations');
const name = last.tag.replace(/^\d+_/, '');
fs.rmSync(path.join(out, `${last.tag}.sql`), { force: true });
fs.rmSync(path.join(out, `meta/${String(last.idx).padStart(4, '0')}_snapshot.json`), { force: true });
fs.writeFileSync(journalPath, `${JSON.stringify(journal, null, 2)}\n`);
execFileSync('npx', ['drizzle-kit', 'generate', '--config', 'drizzle.config.ts', `--name=${name}`], {
  cwd: path.join(root, 'server'),
  stdio: 'inherit',
});
