// Keys whose values never reach the audit log: a password or a token in a request body would
// otherwise sit in a table every admin can read.
const SECRET_KEY = /pass(word)?|token|secret|otp|pin$|api[-_]?key|authori[sz]ation|cookie|card|cvv/i;

export const REDACTED = '[redacted]';

/** A copy of a request body with every secret-looking field blanked, however deep. */
export function redact(value: unknown, depth = 0): unknown {
  if (depth > 8) return REDACTED;
  if (Array.isArray(value)) return value.slice(0, 200).map((v) => redact(v, depth + 1));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([k, v]) => [
        k,
        SECRET_KEY.test(k) ? REDACTED : redact(v, depth + 1),
      ]),
    );
  }
  if (typeof value === 'string' && value.length > 2000) return `${value.slice(0, 2000)}…`;
  return value;
}
