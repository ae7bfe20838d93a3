import { m } from '@upahar/contract/messages';
import { AppError } from './errors.ts';

// PostgreSQL stores text as UTF-8 and cannot hold a NUL (U+0000) at all; a UTF-16 "surrogate"
// that has lost its partner (a JSON "\ud800" on its own) is no character and has no UTF-8 form.
// The database refuses either inside JSON, and the driver quietly turns the second into "�"
// inside plain text: a request carrying one could change a row and then fail to be recorded,
// or store something other than what was sent. Such text is refused at the door instead.

/** In English, as tests read it. */
export const UNSTORABLE_MESSAGE = m.errors_unstorable_text({}, { locale: 'en' });

// A NUL, a high surrogate with no low one after it, or a low one with no high one before it.
const UNSTORABLE = '\\u0000|[\\ud800-\\udbff](?![\\udc00-\\udfff])|(?<![\\ud800-\\udbff])[\\udc00-\\udfff]';
const UNSTORABLE_RE = new RegExp(UNSTORABLE);
const UNSTORABLE_ALL = new RegExp(UNSTORABLE, 'g');

export const isStorable = (s: string) => !UNSTORABLE_RE.test(s);

/** The same text with each character that cannot be stored turned into "�". */
export const storable = (s: string) => s.replace(UNSTORABLE_ALL, '\ufffd');

/**
 * Where in a parsed value (a JSON body, a query, form fields) text that cannot be stored sits,
 * keys included: ["items.2.note"], "" for the value itself; empty when there is none.
 */
export function unstorablePaths(value: unknown, path: string[] = [], found: string[] = []): string[] {
  if (typeof value === 'string') {
    if (!isStorable(value)) found.push(path.join('.'));
  } else if (value && typeof value === 'object' && path.length <= 32) {
    for (const [key, item] of Object.entries(value)) {
      const at = [...path, key];
      if (!isStorable(key)) found.push(at.join('.'));
      else unstorablePaths(item, at, found);
    }
  }
  return found;
}

/**
 * Whether unstorablePaths would find anything, without building a path for every field: every
 * request's headers, query and body are checked, and almost none hold such text.
 */
export function hasUnstorable(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return !isStorable(value);
  if (!value || typeof value !== 'object' || depth > 32) return false;
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    if (!isStorable(key) || hasUnstorable((value as Record<string, unknown>)[key], depth + 1)) return true;
  }
  return false;
}

/** A 400 naming each field found by unstorablePaths or read from a form. */
export const unstorableText = (fields: string[]) =>
  new AppError(
    'unstorable_text',
    m.errors_unstorable_text(),
    400,
    Object.fromEntries(fields.map((field) => [field || '_', [m.errors_unstorable_text()]])),
  );
