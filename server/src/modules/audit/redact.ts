import { storable } from '../../lib/storable-text.ts';

// Keys whose values never reach the audit log: a password or a token in a request body would
// otherwise sit in a table every admin can read.
const SECRET_KEY = /pass(word)?|token|secret|otp|pin$|api[-_]?key|authori[sz]ation|cookie|card|cvv/i;

const REDACTED = '[redacted]';

/**
 * A copy of a request body with every secret-looking field blanked, however deep, and its text
 * made storable: the log keeps what a refused request carried even when that was a NUL, and a
 * long text cut short never ends in half of a character.
 */
export function redact(value: unknown, depth = 0): unknown {
  if (depth > 8) return REDACTED;
  if (Array.isArray(value)) return value.slice(0, 200).map((v) => redact(v, depth + 1));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([k, v]) => [
        storable(k),
        SECRET_KEY.test(k) ? REDACTED : redact(v, depth + 1),
      ]),
    );
  }
  if (typeof value === 'string') return storable(value.length > 2000 ? `${value.slice(0, 2000)}…` : value);
  return value;
}
