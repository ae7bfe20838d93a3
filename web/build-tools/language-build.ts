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

/** A language's texts that have no placeholders, by key: the ones a page can hold as plain strings. */
export function plainTexts(locale: BuildLocale): Map<string, string> {
  const file = path.join(contract, `i18n/.compiled/${locale}.json`);
  const all = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  const plain = new Map<string, string>();
  for (const [key, text] of Object.entries(all)) {
    if (typeof text === 'string' && !/[{}]/.test(text)) plain.set(key, text);
  }
  return plain;
}

const CALL = /\bm\.([a-z][a-z0-9_]*)\(\)/g;
const IMPORTS_MESSAGES = /from ['"]@upahar\/contract\/messages['"]/;

/** `m.key()` calls of texts without placeholders, written as the text itself. */
export function inlineTexts(code: string, texts: Map<string, string>): MagicString | null {
  if (!IMPORTS_MESSAGES.test(code)) return null;
  let out: MagicString | null = null;
  for (const match of code.matchAll(CALL)) {
    const text = texts.get(match[1]);
    if (text === undefined) continue;
    out ??= new MagicString(code);
    out.overwrite(match.index, match.index + match[0].length, JSON.stringify(text));
  }
  return out;
}

/**
 * One build per language. The compiled texts' dispatching module, which holds every language and
 * picks one per call, is swapped for this language's own module, so a page carries only its
 * language's texts and none of the locale-picking runtime; and a call to a text without
 * placeholders becomes the text itself, so a label costs what it cost before there were languages.
 * The pages read the build's language from `import.meta.env.UPAHAR_LOCALE`.
 */
export function languageBuild(locale: BuildLocale): Plugin {
  let texts: Map<string, string> | null = null;
  return {
    name: 'upahar:language-build',
    enforce: 'pre',
    config: () => ({ define: { 'import.meta.env.UPAHAR_LOCALE': JSON.stringify(locale) } }),
    buildStart() {
      texts = plainTexts(locale);
    },
    resolveId(source, importer) {
      if (source === './messages/_index.js' && importer && path.resolve(importer) === dispatcher) {
        return path.join(contract, `paraglide/messages/${locale}.js`);
      }
      return null;
    },
    transform(code, id) {
      if (!/\.[cm]?[jt]sx?$/.test(id) || id.includes('node_modules')) return null;
      texts ??= plainTexts(locale);
      const out = inlineTexts(code, texts);
      return out && { code: out.toString(), map: out.generateMap({ hires: true }) };
    },
  };
}
