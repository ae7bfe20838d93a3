// Reads the shop's texts (contract/i18n/*.json, each key with both languages side by side),
// checks them, and turns them into the inlang message format Paraglide compiles: one file per
// language. Kept apart from the compiling so a unit test can check the real files quickly.
import fs from 'node:fs';
import path from 'node:path';

export const LOCALES = ['en', 'ne'];
const KEY = /^[a-z][a-z0-9]*(_[a-z0-9]+)*$/;
const PLURAL_CATEGORIES = new Set(['zero', 'one', 'two', 'few', 'many', 'other']);

/** The placeholders of a text, `{name}` → name, sorted; braces are only ever placeholders. */
function placeholdersOf(text) {
  return [...text.matchAll(/\{([^{}]*)\}/g)].map((m) => m[1]).sort();
}

/** Every text of one language's entry: a plain text, or the texts of a plural's categories. */
function textsOf(entry) {
  if (typeof entry === 'string') return [entry];
  return Object.entries(entry)
    .filter(([k]) => k !== 'plural')
    .map(([, v]) => v);
}

/** Problems with one language's entry of a key, as sentences. */
function entryProblems(where, entry) {
  if (typeof entry === 'string') {
    if (!entry.trim()) return [`${where} is empty`];
    if (/[{}]/.test(entry.replace(/\{[a-zA-Z][a-zA-Z0-9]*\}/g, ''))) {
      return [`${where} has a brace that is not a {placeholder}`];
    }
    return [];
  }
  if (!entry || typeof entry !== 'object') return [`${where} must be a text or a plural`];
  const problems = [];
  if (typeof entry.plural !== 'string' || !/^[a-zA-Z][a-zA-Z0-9]*$/.test(entry.plural)) {
    problems.push(`${where} is a plural without the name of its number ("plural": "count")`);
  }
  for (const [k, v] of Object.entries(entry)) {
    if (k === 'plural') continue;
    if (!PLURAL_CATEGORIES.has(k)) problems.push(`${where} has "${k}", not a plural category`);
    else problems.push(...entryProblems(`${where}.${k}`, v));
  }
  if (typeof entry.other !== 'string') problems.push(`${where} is a plural without "other"`);
  return problems;
}

/** The placeholders a language's entry uses in all, its plural's number included. */
function inputsOf(entry) {
  const names = new Set(textsOf(entry).flatMap(placeholdersOf));
  if (typeof entry === 'object' && entry.plural) names.add(entry.plural);
  return [...names].sort();
}

/**
 * Reads every part file of `dir`. Returns the texts by language and key, and the problems found:
 * a key missing a language, a language this shop does not speak, a key in two files, placeholders
 * that differ between the languages.
 */
export function readMessageFiles(dir) {
  const byLocale = Object.fromEntries(LOCALES.map((l) => [l, {}]));
  const problems = [];
  const seenIn = new Map();
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort();
  for (const file of files) {
    let parsed;
    try {
      parsed = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
    } catch (error) {
      problems.push(`${file} is not valid JSON: ${error.message}`);
      continue;
    }
    const part = file.replace(/\.json$/, '').replaceAll('-', '_');
    for (const [key, entry] of Object.entries(parsed)) {
      const where = `${file}: "${key}"`;
      if (!KEY.test(key)) problems.push(`${where} is not a snake_case key`);
      else if (!key.startsWith(`${part}_`)) problems.push(`${where} must start with "${part}_"`);
      if (seenIn.has(key)) problems.push(`${where} is in ${seenIn.get(key)} too`);
      seenIn.set(key, file);
      if (!entry || typeof entry !== 'object') {
        problems.push(`${where} must hold {"en": …, "ne": …}`);
        continue;
      }
      for (const locale of Object.keys(entry)) {
        if (!LOCALES.includes(locale)) problems.push(`${where} has "${locale}", not a language of the shop`);
      }
      const missing = LOCALES.filter((l) => entry[l] === undefined);
      if (missing.length) {
        problems.push(`${where} has no ${missing.join(' or ')} text`);
        continue;
      }
      const entryIssues = LOCALES.flatMap((l) => entryProblems(`${where}.${l}`, entry[l]));
      problems.push(...entryIssues);
      if (entryIssues.length) continue;
      const [first, ...rest] = LOCALES.map((l) => inputsOf(entry[l]).join(', '));
      if (rest.some((r) => r !== first)) {
        problems.push(`${where} has different placeholders per language (${[first, ...rest].join(' / ')})`);
      }
      for (const l of LOCALES) byLocale[l][key] = entry[l];
    }
  }
  return { byLocale, problems };
}

/** One entry in the inlang message format: a text as it is, a plural as a selector on its number. */
export function toInlang(entry) {
  if (typeof entry === 'string') return entry;
  const n = entry.plural;
  const selector = `${n}Plural`;
  const match = {};
  for (const [k, v] of Object.entries(entry)) if (k !== 'plural') match[`${selector}=${k}`] = v;
  return [{ declarations: [`input ${n}`, `local ${selector} = ${n}: plural`], selectors: [selector], match }];
}

/** Whether a language's entry is one text with no placeholders: pages get it as a plain string. */
export const isPlainText = (entry) => typeof entry === 'string' && placeholdersOf(entry).length === 0;
