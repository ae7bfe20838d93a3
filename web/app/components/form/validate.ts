import type { z } from 'zod';

/** One message per field, keyed by the form field's name. */
export type FieldErrors = Partial<Record<string, string>>;

export type Validated<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

const topLevel = (path: PropertyKey[]) => (path.length > 0 ? String(path[0]) : '');

/**
 * Runs a contract schema on the form's values (the web app reuses the
 * server's schemas) and keeps the first message per field, the one a person should fix first.
 */
export function validate<S extends z.ZodType>(
  schema: S,
  input: unknown,
  /** The field a problem belongs to, from its path; by default the top-level name. */
  fieldOf: (path: PropertyKey[]) => string = topLevel,
): Validated<z.output<S>> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = fieldOf(issue.path);
    if (key && errors[key] === undefined) errors[key] = issue.message;
  }
  return { ok: false, errors };
}

/**
 * The server's `errors` ({ field: [messages] } in the failure envelope) as one message per field.
 * Keys such as "body.email" are reduced to "email" so they land on the right input.
 */
export function serverFieldErrors(
  errors: Record<string, string[]> | undefined,
  /** As for `validate`, from the key's parts; by default the last one. */
  fieldOf: (path: PropertyKey[]) => string = (path) => String(path.at(-1) ?? ''),
): FieldErrors {
  const out: FieldErrors = {};
  for (const [key, messages] of Object.entries(errors ?? {})) {
    const field = fieldOf(key.split('.'));
    const first = messages.find((m) => m.trim() !== '');
    if (field && first && out[field] === undefined) out[field] = first;
  }
  return out;
}
