import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

export type BuildLocale = 'en' | 'ne';

const contract = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../contract');
const dispatcher = path.join(contract, 'paraglide/messages.js');

/** The language this build is for: UPAHAR_LOCALE, English when unset. */
export function buildLocale(env: NodeJS.ProcessEnv = process.env): BuildLocale {
  const value = env.UPAHAR_LOCALE ?? 'en';
  if (value !== 'en' && value !== 'ne') throw new Error(`UPAHAR_LOCALE is "en" or "ne", not "${value}"`);
  return value;
}

/** A language's texts: the keys of all, and by key those without placeholders (plain strings). */
export type TextTable = { keys: Set<string>; plain: Map<string, string> };

export function textTable(locale: BuildLocale): TextTable {
  const file = path.join(contract, `i18n/.compiled/${locale}.json`);
  const all = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  const plain = new Map<string, string>();
  for (const [key, text] of Object.entries(all)) {
    if (typeof text === 'string' && !/[{}]/.test(text)) plain.set(key, text);
  }
  return { keys: new Set(Object.keys(all)), plain };
}

const REFERENCE = /\bm\.([a-z][a-z0-9_]*)\b(\(\))?/g;
const IMPORTS_MESSAGES = /from ['"]@upahar\/contract\/messages['"]/;

/**
 * A module's texts, each taken from its own module: `m.key()` of a text without placeholders
 * becomes the text itself, and any other `m.key` the function of the text's own module
 * (`splitDir`/key.js), imported under a name of its own.
 */
export function inlineTexts(code: string, texts: TextTable, splitDir?: string): MagicString | null {
  if (!IMPORTS_MESSAGES.test(code)) return null;
  let out: MagicString | null = null;
  const imported = new Set<string>();
  for (const match of code.matchAll(REFERENCE)) {
    const [whole, key, called] = match;
    // Another `m` (a regular expression's match, a loaded module) may sit in the same file.
    if (!texts.keys.has(key)) continue;
    const text = called ? texts.plain.get(key) : undefined;
    if (text === undefined && !splitDir) continue;
    out ??= new MagicString(code);
    if (text !== undefined) {
      out.overwrite(match.index, match.index + whole.length, JSON.stringify(text));
    } else {
      out.overwrite(match.index, match.index + 2 + key.length, `__text_${key}`);
      imported.add(key);
    }
  }
  if (out && splitDir) {
    const lines = [...imported].map(
      (key) => `import { ${key} as __text_${key} } from ${JSON.stringify(`${splitDir}/${key}.js`)};\n`,
    );
    out.prepend(lines.join(''));
  }
  return out;
}

/**
 * One build per language. Every text a module uses comes from this language's module of that text
 * alone (contract/scripts/messages.mjs cuts them apart), so a page carries only its language's
 * texts, only those it shows, and none of the locale-picking runtime; a call to a text without
 * placeholders becomes the text itself, so a label costs what it cost before there were languages.
 * What still reaches the dispatching module (a text passed around as `m`) gets this language's
 * module in its place.
 * The pages read the build's language from `import.meta.env.UPAHAR_LOCALE`.
 */
export function languageBuild(locale: BuildLocale): Plugin {
  let texts: TextTable | null = null;
  return {
    name: 'upahar:language-build',
    enforce: 'pre',
    config: () => ({ define: { 'import.meta.env.UPAHAR_LOCALE': JSON.stringify(locale) } }),
    buildStart() {
      texts = textTable(locale);
    },
    resolveId(source, importer) {
      if (source === './messages/_index.js' && importer && path.resolve(importer) === dispatcher) {
        return path.join(contract, `paraglide/messages/${locale}.js`);
      }
      return null;
    },
    transform(code, id) {
      if (!/\.[cm]?[jt]sx?$/.test(id) || id.includes('node_modules')) return null;
      texts ??= textTable(locale);
      const out = inlineTexts(code, texts, path.join(contract, `paraglide/split/${locale}`));
      return out && { code: out.toString(), map: out.generateMap({ hires: true }) };
    },
  };
}
