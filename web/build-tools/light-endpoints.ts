import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Plugin } from 'vite';

const TABLE = '@upahar/contract/endpoints';
const VIRTUAL = '\0upahar-light-endpoints';
// One module per endpoint, so each lands in the script of the pages that call it.
const ONE = '\0upahar-light-endpoint:';
const contractDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../contract/src');

// What the browser reads of an endpoint to call it; everything else in an entry (the zod schemas
// of its input and answer, its errors) serves the server, the API document and development checks.
const KEPT = ['id', 'surface', 'method', 'path'] as const;

/** Each endpoint of the table with only the fields a browser needs, by export name. */
async function lightTable(): Promise<Map<string, string>> {
  const bundled = await build({
    entryPoints: [path.join(contractDir, 'endpoints.ts')],
    bundle: true,
    format: 'esm',
    platform: 'node',
    write: false,
    logLevel: 'silent',
  });
  const code = bundled.outputFiles[0]?.text ?? '';
  const table = (await import(
    `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`
  )) as Record<string, Record<string, unknown>>;
  const entries = new Map<string, string>();
  for (const [name, entry] of Object.entries(table)) {
    if (typeof entry !== 'object' || entry === null || typeof entry.path !== 'string') continue;
    const light = Object.fromEntries(KEPT.filter((k) => entry[k] !== undefined).map((k) => [k, entry[k]]));
    entries.set(name, `export const ${name} = ${JSON.stringify(light)};`);
  }
  return entries;
}

/**
 * The production browser build gets the endpoint table without its zod schemas: they are most of
 * the contract's weight (and pull in zod itself), yet a browser only needs each endpoint's method
 * and address. Development keeps the full table, where answers are checked against their schemas;
 * the server build always keeps it. Forms that validate input still import their own schema.
 */
export function lightEndpoints(): Plugin {
  let table: Promise<Map<string, string>> | null = null;
  return {
    name: 'upahar:light-endpoints',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    resolveId(source) {
      if (source === TABLE) return VIRTUAL;
      return source.startsWith(ONE) ? source : null;
    },
    async load(id) {
      if (id !== VIRTUAL && !id.startsWith(ONE)) return null;
      table ??= lightTable();
      const entries = await table;
      if (id === VIRTUAL) {
        return [...entries.keys()].map((name) => `export { ${name} } from '${ONE}${name}';`).join('\n');
      }
      return entries.get(id.slice(ONE.length)) ?? null;
    },
  };
}
