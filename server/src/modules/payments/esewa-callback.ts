import { createHmac, timingSafeEqual } from 'node:crypto';
import type { EsewaConfig } from './esewa.ts';
import { paisaFromRupees } from './esewa.ts';

// eSewa sends the shopper back to success_url with ?data=<base64 JSON>, signed with our secret
// (HMAC-SHA256, base64) over "name=value,…" for the names in its signed_field_names.

export type EsewaCallback = {
  transactionUuid: string;
  status: string;
  /** null when total_amount is not an amount at all. */
  amountPaisa: number | null;
  transactionCode: string | null;
};

// Without these in the signed set, a signature would not vouch for what we act on.
const MUST_BE_SIGNED = ['transaction_uuid', 'total_amount', 'status', 'product_code'];

const JSON_STRING = /"(?:[^"\\]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*"/y;
const JSON_NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const JSON_LITERAL = /true|false|null/y;
const JSON_SPACE = /[ \t\n\r]*/y;

/**
 * The members of a flat JSON object, each value as its text: strings decoded, numbers exactly as
 * written. eSewa signs the amount as it writes it ("1000.0"), sometimes as a JSON number, which
 * JSON.parse would turn into 1000 and so break a genuine signature. Null for anything else
 * (nested values, repeated names, broken JSON).
 */
export function flatJsonMembers(text: string): Map<string, string> | null {
  let at = 0;
  const take = (pattern: RegExp) => {
    pattern.lastIndex = at;
    const m = pattern.exec(text);
    if (!m) return null;
    at = pattern.lastIndex;
    return m[0];
  };
  const punct = (c: string) => {
    take(JSON_SPACE);
    if (text[at] !== c) return false;
    at++;
    take(JSON_SPACE);
    return true;
  };
  const members = new Map<string, string>();
  if (!punct('{')) return null;
  if (!punct('}')) {
    do {
      const name = take(JSON_STRING);
      if (name === null || !punct(':')) return null;
      const quoted = take(JSON_STRING);
      const value = quoted === null ? (take(JSON_NUMBER) ?? take(JSON_LITERAL)) : jsonString(quoted);
      const key = jsonString(name);
      if (value === null || key === null || members.has(key)) return null;
      members.set(key, value);
    } while (punct(','));
    if (!punct('}')) return null;
  }
  return at === text.length ? members : null;
}

/** A quoted JSON string's text; null for one JSON refuses (a raw control character). */
function jsonString(quoted: string): string | null {
  try {
    return JSON.parse(quoted) as string;
  } catch {
    return null;
  }
}

/** eSewa's base64 `data`, decoded; a "+" that a query string turned into a space is put back. */
const decodeData = (data: string) => Buffer.from(data.replaceAll(' ', '+'), 'base64').toString('utf8');

/** The decoded callback if its signature is eSewa's (our secret) and it is for our product; else null. */
export function verifyEsewaCallback(esewa: EsewaConfig, data: string): EsewaCallback | null {
  const fields = flatJsonMembers(decodeData(data));
  if (!fields) return null;
  const names = fields.get('signed_field_names')?.split(',') ?? [];
  if (!MUST_BE_SIGNED.every((n) => names.includes(n))) return null;
  const parts: string[] = [];
  for (const name of names) {
    const value = fields.get(name);
    if (value === undefined) return null;
    parts.push(`${name}=${value}`);
  }
  const given = Buffer.from(fields.get('signature') ?? '', 'base64');
  const expected = createHmac('sha256', esewa.secretKey).update(parts.join(',')).digest();
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (fields.get('product_code') !== esewa.productCode) return null;
  return {
    transactionUuid: fields.get('transaction_uuid') ?? '',
    status: fields.get('status') ?? '',
    amountPaisa: paisaFromRupees(fields.get('total_amount')),
    transactionCode: fields.get('transaction_code') ?? null,
  };
}
