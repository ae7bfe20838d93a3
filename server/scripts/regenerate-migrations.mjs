// Rebuilds server/src/db/migrations from scratch (allowed while nothing has shipped).
// drizzle-kit cannot express extensions or helper functions, so a custom first migration holds
// them and the generated schema migration follows; regenerating by hand would lose that file.
// Usage: node server/scripts/regenerate-migrations.mjs   (from the repo root)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const out = path.join(root, 'server/src/db/migrations');
const kit = (...args) =>
  execFileSync('npx', ['drizzle-kit', 'generate', '--config', 'drizzle.config.ts', ...args], {
    cwd: path.join(root, 'server'),
    stdio: 'inherit',
  });

// pg_trgm (typo-tolerant search) before any trigram index; array_to_string is only STABLE, and a
// generated column (products.search) accepts only IMMUTABLE functions, hence the wrapper.
const EXTENSIONS_SQL = `CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION immutable_array_to_string(text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(array_to_string($1, ' '), '') $$;
`;

fs.rmSync(out, { recursive: true, force: true });
kit('--custom', '--name=extensions');
const custom = fs.readdirSync(out).find((f) => /^0000_extensions\.sql$/.test(f));
if (!custom) throw new Error('drizzle-kit did not create 0000_extensions.sql');
fs.writeFileSync(path.join(out, custom), EXTENSIONS_SQL);
kit('--name=schema');
console.log(`Migrations regenerated in ${path.relative(root, out)}`);
