import { formatDate, formatPrice } from '@upahar/contract';

// Before and after as a person reads them: the fields that changed, each with its old and new
// value in words ("Status: placed → confirmed"), instead of two blocks of JSON.

export type ChangedField = { field: string; before: string; after: string };

const NONE = '—';
const LONG = 140;

const cut = (s: string) => (s.length > LONG ? `${s.slice(0, LONG - 1)}…` : s);

/** "paymentStatus" → "Payment status"; "pricePaisa" → "Price"; "store_closed_day" → "Store closed day". */
export function words(key: string): string {
  const spaced = key
    .replace(/Paisa$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .trim()
    .toLowerCase();
  return spaced ? spaced[0].toUpperCase() + spaced.slice(1) : key;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** One value in words: money in rupees, yes/no, a code such as out_for_delivery in plain words. */
export function valueInWords(value: unknown, key = ''): string {
  if (value === null || value === undefined || value === '') return NONE;
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number')
    return /paisa$/i.test(key) ? formatPrice(value) : value.toLocaleString('en-IN');
  if (typeof value === 'string') {
    if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) {
      const d = new Date(value);
      if (!Number.isNaN(d.getTime())) return formatDate(d, 'date-time');
    }
    return cut(/^[a-z]+(_[a-z]+)+$/.test(value) ? value.replaceAll('_', ' ') : value);
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return 'none';
    if (value.every((v) => !isRecord(v) && !Array.isArray(v)))
      return cut(value.map((v) => valueInWords(v, key)).join(', '));
    return value.length === 1 ? '1 item' : `${value.length} items`;
  }
  if (isRecord(value)) {
    return cut(
      Object.entries(value)
        .map(([k, v]) => `${words(k).toLowerCase()} ${valueInWords(v, k)}`)
        .join('; '),
    );
  }
  return cut(String(value));
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The fields a change touched. Something created has only an after, something removed only a
 * before; a field that kept its value is left out.
 */
export function changedFields(before: unknown, after: unknown): ChangedField[] {
  if (!isRecord(before) && !isRecord(after)) {
    return same(before, after)
      ? []
      : [{ field: 'Value', before: valueInWords(before), after: valueInWords(after) }];
  }
  const b = isRecord(before) ? before : {};
  const a = isRecord(after) ? after : {};
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return keys
    .filter((k) => !same(b[k], a[k]))
    .map((k) => ({ field: words(k), before: valueInWords(b[k], k), after: valueInWords(a[k], k) }));
}

/** A request's body as fields in words, for the entry's "What was sent". */
export function sentFields(body: unknown): { field: string; value: string }[] {
  if (body === null || body === undefined) return [];
  if (!isRecord(body)) return [{ field: 'Value', value: valueInWords(body) }];
  return Object.entries(body).map(([k, v]) => ({ field: words(k), value: valueInWords(v, k) }));
}
