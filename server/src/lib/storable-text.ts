import { AppError } from './errors.ts';

// PostgreSQL stores text as UTF-8 and cannot hold a NUL (U+0000) at all; a UTF-16 "surrogate"
// that has lost its partner (a JSON "\ud800" on its own) is no character and has no UTF-8 form.
// The database refuses either inside JSON, and the driver quietly turns the second into "�"
// inside plain text: a request carrying one could change a row and then fail to be recorded,
// or store something other than what was sent. Such text is refused at the door instead.

export const UNSTORABLE_MESSAGE = 'The text contains characters that cannot be stored.';

// A NUL, a high surrogate with no low one after it, or a low one with no high one before it.
const UNSTORABLE = '\\u0000|[\\ud800-\\udbff](?![\\udc00-\\udfff])|(?<![\\ud800-\\udbff])[\\udc00-\\udfff]';
const UNSTORABLE_RE = new RegExp(UNSTORABLE);
const UNSTORABLE_ALL = new RegExp(UNSTORABLE, 'g');

export const isStorable = (s: string) => !UNSTORABLE_RE.test(s);

/** The same text with each character that cannot be stored turned into "�". */
export const storable = (s: string) => s.replace(UNSTORABLE_ALL, '\ufffd');

/**
 * Where in a parsed value (a JSON body, a query, form fields) the first text that cannot be
 * stored sits, keys included: "items.2.note", "" for the value itself; null when there is none.
 */
export function unstorablePath(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return isStorable(value) ? null : path.join('.');
  if (!value || typeof value !== 'object' || path.length > 32) return null;
  for (const [key, item] of Object.entries(value)) {
    const at = [...path, key];
    if (!isStorable(key)) return at.join('.');
    const found = unstorablePath(item, at);
    if (found !== null) return found;
  }
  return null;
}

/** A 400 naming the field, for text found by unstorablePath or read from a form field. */
export const unstorableText = (field: string) =>
  new AppError('unstorable_text', UNSTORABLE_MESSAGE, 400, { [field || '_']: [UNSTORABLE_MESSAGE] });
