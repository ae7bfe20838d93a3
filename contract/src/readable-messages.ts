import { z } from 'zod';
import { formatDate } from './date-format.ts';

// Every refusal a schema gives is read by a person: a shopper under a form field, a seller in the
// dashboard, a developer reading an API answer. A schema that words its own messages keeps them;
// every other refusal gets a sentence here that names the field in words ("Business name must be
// filled in."), never zod's own wording ("Invalid input: expected string, received undefined").

type Issue = z.core.$ZodRawIssue;
type PathKey = PropertyKey;

/** "businessName" → "business name", "deliveryLocationId" → "delivery location", "flavourIds" → "flavours". */
export function fieldWords(key: string): string {
  const words = key
    .replace(/Ids$/, 's')
    .replace(/(.)Id$/, '$1')
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words.replace(/\burl\b/g, 'web address').replace(/\be ?mail\b/g, 'e-mail') || 'this field';
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The field an issue is about, in words: "Quantity of item 2", "Item 3 of tags", "The request". */
export function fieldLabel(path: readonly PathKey[] | undefined): string {
  const keys = (path ?? []).filter((k): k is string | number => typeof k !== 'symbol');
  if (keys.length === 0) return 'The request';
  const last = keys[keys.length - 1];
  if (typeof last === 'number') {
    const owner = [...keys].reverse().find((k) => typeof k === 'string');
    return `Item ${last + 1}${owner ? ` of ${fieldWords(owner)}` : ''}`;
  }
  const index = [...keys].reverse().find((k) => typeof k === 'number');
  return capital(fieldWords(last)) + (typeof index === 'number' ? ` of item ${index + 1}` : '');
}

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  boolean: 'true or false',
  object: 'an object with named fields',
  array: 'a list',
  set: 'a list',
  date: 'a date',
  null: 'left empty',
  file: 'a file',
};

const FORMAT_WORDS: Record<string, string> = {
  email: 'an e-mail address, like name@example.com',
  url: 'a web address, like https://example.com',
  datetime: 'a date and time, like 2026-05-14T10:30:00Z',
  date: 'a date, like 2026-05-14',
  time: 'a time, like 10:30',
  e164: 'a phone number in international form, like +9779841234567',
  ipv4: 'an IP address',
  ipv6: 'an IP address',
  base64: 'base64 text',
  base64url: 'base64 text',
  lowercase: 'written in lowercase letters',
  uppercase: 'written in capital letters',
};
const ID_FORMATS = new Set([
  'uuid',
  'uuidv4',
  'uuidv6',
  'uuidv7',
  'guid',
  'cuid',
  'cuid2',
  'ulid',
  'nanoid',
  'xid',
  'ksuid',
]);

const SIZE_UNITS: Record<string, [one: string, many: string]> = {
  string: ['character', 'characters'],
  array: ['item', 'items'],
  set: ['item', 'items'],
  map: ['entry', 'entries'],
  file: ['byte', 'bytes'],
};

const count = (n: number | bigint, [one, many]: [string, string]) => `${n} ${Number(n) === 1 ? one : many}`;
const shown = (v: unknown) => (typeof v === 'string' ? `"${v}"` : String(v));
const choices = (values: readonly unknown[]) => (values.length <= 10 ? values.map(shown).join(', ') : null);

function sizeRule(issue: Issue & { code: 'too_small' | 'too_big' }): string {
  const small = issue.code === 'too_small';
  const limit = small ? issue.minimum : issue.maximum;
  const unit = SIZE_UNITS[issue.origin];
  if (unit) {
    if (small && Number(limit) === 1 && !issue.exact)
      return issue.origin === 'string' ? 'cannot be empty' : `must have at least one ${unit[0]}`;
    const how = issue.exact ? 'exactly' : small ? 'at least' : 'at most';
    return issue.origin === 'string'
      ? `must be ${how} ${count(limit, unit)} long`
      : `must have ${how} ${count(limit, unit)}`;
  }
  if (issue.origin === 'date') {
    const day = formatDate(Number(limit), 'date-long');
    return small ? `must be on or after ${day}` : `must be on or before ${day}`;
  }
  if (issue.exact) return `must be exactly ${limit}`;
  if (small) return issue.inclusive ? `must be at least ${limit}` : `must be more than ${limit}`;
  return issue.inclusive ? `must be at most ${limit}` : `must be less than ${limit}`;
}

function formatRule(issue: Issue & { code: 'invalid_format' }): string {
  const i = issue as { format: string; prefix?: string; suffix?: string; includes?: string };
  if (i.format === 'starts_with') return `must start with "${i.prefix}"`;
  if (i.format === 'ends_with') return `must end with "${i.suffix}"`;
  if (i.format === 'includes') return `must contain "${i.includes}"`;
  if (ID_FORMATS.has(i.format)) return 'must be a valid id';
  const words = FORMAT_WORDS[i.format];
  return words ? `must be ${words}` : 'is not written in the form this field expects';
}

/** The rule an issue broke, as the end of a sentence whose subject is the field. */
function rule(issue: Issue): string {
  const missing = issue.input === undefined || issue.input === null;
  switch (issue.code) {
    case 'invalid_type': {
      if (missing && issue.expected !== 'null') return 'must be filled in';
      const words = TYPE_WORDS[issue.expected];
      return words ? `must be ${words}` : 'cannot take this kind of value';
    }
    case 'too_small':
    case 'too_big':
      return sizeRule(issue);
    case 'invalid_format':
      return formatRule(issue);
    case 'not_multiple_of':
      return `must be a multiple of ${issue.divisor}`;
    case 'invalid_value': {
      if (missing) return 'must be filled in';
      const list = choices(issue.values);
      if (!list) return 'must be one of the choices offered';
      return issue.values.length === 1 ? `must be ${list}` : `must be one of: ${list}`;
    }
    case 'invalid_union': {
      if (missing) return 'must be filled in';
      const options = (issue as { options?: unknown[] }).options;
      const list = options?.length ? choices(options) : null;
      return list ? `must be one of: ${list}` : 'cannot take this value';
    }
    case 'unrecognized_keys':
      return `cannot have ${issue.keys.length === 1 ? 'the field' : 'the fields'} ${issue.keys.map(shown).join(', ')}`;
    case 'invalid_key':
      return 'has a key that is not accepted';
    case 'invalid_element':
      return 'has an item that is not accepted';
    default:
      return missing ? 'must be filled in' : 'cannot take this value';
  }
}

/**
 * zod's error map for messages a schema does not word itself: a sentence naming the field.
 * A whole request missing its body gets a sentence of its own.
 */
export const readableMessage = (issue: Issue): string => {
  if ((issue.path ?? []).length === 0 && issue.code === 'invalid_type' && issue.input === undefined)
    return 'The request has no content: send its fields as a JSON object.';
  return `${fieldLabel(issue.path)} ${rule(issue)}.`;
};

/**
 * Makes readableMessage zod's error map. The contract calls it when its schemas load (common.ts),
 * and the server and the web forms call it again before they parse: the package is marked free of
 * side effects, so a bundler may leave out a module that only installs something.
 */
export function installReadableMessages(): void {
  z.config({ customError: readableMessage });
}
