// `npm run messages`: checks the shop's texts (contract/i18n/*.json) and compiles them with
// Paraglide JS into contract/paraglide/, one type-checked function per key. Runs after
// `npm install` and before every build and typecheck; fails, naming each problem, when a key
// lacks a language or its languages disagree on placeholders.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALES, readMessageFiles, toInlang } from './message-files.mjs';

const contract = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const i18n = path.join(contract, 'i18n');
const compiledDir = path.join(i18n, '.compiled');
const outdir = path.join(contract, 'paraglide');

const { byLocale, problems } = readMessageFiles(i18n);
if (problems.length) {
  console.error(
    `The shop's texts have ${problems.length} problem(s):\n${problems.map((p) => `  - ${p}`).join('\n')}`,
  );
  process.exit(1);
}

// Compiled already from these very files: typecheck and build both ask, and compiling takes seconds.
const inputs = [
  ...fs.readdirSync(i18n).map((f) => path.join(i18n, f)),
  path.join(i18n, 'project.inlang/settings.json'),
  fileURLToPath(import.meta.url),
  path.join(contract, 'scripts/message-files.mjs'),
];
const marker = path.join(outdir, 'messages/_index.js');
const newest = Math.max(...inputs.map((f) => fs.statSync(f).mtimeMs));
if (fs.existsSync(marker) && fs.statSync(marker).mtimeMs >= newest && !process.argv.includes('--force')) {
  process.exit(0);
}

fs.mkdirSync(compiledDir, { recursive: true });
for (const locale of LOCALES) {
  const messages = Object.fromEntries(Object.entries(byLocale[locale]).map(([k, v]) => [k, toInlang(v)]));
  fs.writeFileSync(path.join(compiledDir, `${locale}.json`), JSON.stringify(messages, null, 1));
}

// Loaded here, not at the top: a production install (no development packages) has the compiled
// output already and never runs this.
const { compile } = await import('@inlang/paraglide-js');
// Paraglide prints its own progress; only errors matter here.
const log = console.log;
console.log = () => {};
try {
  await compile({
    project: path.join(i18n, 'project.inlang'),
    outdir,
    // One module per language beside the dispatching one: each browser build takes its own.
    outputStructure: 'locale-modules',
    // The server names the language on every call; pages are built per language.
    strategy: ['baseLocale'],
    emitTsDeclarations: true,
    emitGitIgnore: false,
    emitPrettierIgnore: false,
  });
} finally {
  console.log = log;
}
splitPerText();
console.log(`Texts: ${Object.keys(byLocale.en).length} keys in ${LOCALES.join(' and ')}`);
/**
 * One module per text and language (paraglide/split/<locale>/<key>.js), cut from the compiled
 * language module: the bundler puts a module in one place, so a single module holding every text
 * would put every text with placeholders that any page uses into the scripts of all pages. Cut
 * apart, each text goes with the pages that show it (build-tools/language-build.ts).
 */
function splitPerText() {
  for (const locale of LOCALES) {
    const source = fs.readFileSync(path.join(outdir, `messages/${locale}.js`), 'utf8');
    const dir = path.join(outdir, 'split', locale);
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(dir, { recursive: true });
    const parts = source.split(/^export const /m).slice(1);
    for (const part of parts) {
      const key = part.slice(0, part.indexOf(' '));
      // A named import of the one helper a plural uses, so the bundler keeps only it.
      const body = part
        .replace(/\/\*\*[\s\S]*?\*\/\s*/g, '')
        .replaceAll('registry.plural(', 'plural(')
        .trimEnd();
      const head = body.includes('plural(') ? 'import { plural } from "../../registry.js";\n' : '';
      fs.writeFileSync(path.join(dir, `${key}.js`), `${head}export const ${body}\n`);
    }
  }
}

// The inlang SDK leaves timers behind that would hold the process for half a minute.
process.exit(0);
