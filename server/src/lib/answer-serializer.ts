import type { FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { $ZodType, safeParse } from 'zod/v4/core';

// How an answer becomes JSON. Every answer goes out with only the fields its contract names, at
// every depth: a field a service added by mistake (a password hash, an internal flag) never
// reaches a client. Checking the answer's types and formats as well is a test of the server's own
// code, which builds every answer: development and tests do it on every request, and also check
// that the production serializer writes byte for byte what the contract's schema gives; production
// only keeps the named fields, a copy that costs a fraction of a full check.

type Copy = (value: unknown) => unknown;

/** The parts of a zod schema's definition this compiler reads. */
type Def = {
  type: string;
  shape?: Record<string, $ZodType>;
  catchall?: $ZodType;
  element?: $ZodType;
  innerType?: $ZodType;
  checks?: { _zod: { def: { check: string } } }[];
};

const defOf = (schema: $ZodType) => schema._zod.def as unknown as Def;

/** Kinds whose valid values are written as they are: nothing inside them to leave out. */
const AS_IS = new Set(['string', 'number', 'boolean', 'null', 'literal', 'enum', 'unknown', 'any']);

/** A schema that rewrites what it parses (`.trim()`, `.toLowerCase()`...): only zod writes it right. */
const rewrites = (def: Def) => def.checks?.some((c) => c._zod.def.check === 'overwrite') ?? false;

/** What zod itself answers for `value`; the copy of the kinds this compiler leaves to zod. */
const byZod =
  (schema: $ZodType, method: string, url: string): Copy =>
  (value) => {
    const result = safeParse(schema, value);
    if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
    return result.data;
  };

/**
 * A function that copies a valid value of `schema` keeping only what the schema names, in the
 * schema's order, as zod's parse does; null when the value can be written as it is. Kinds not
 * handled here (unions, records, objects with a catch-all, rewriting strings) are parsed by zod.
 */
export function compileCopy(schema: $ZodType, method = '', url = ''): Copy | null {
  const def = defOf(schema);
  if (AS_IS.has(def.type) && !rewrites(def)) return null;
  switch (def.type) {
    case 'object': {
      if (def.catchall || !def.shape) break;
      const fields = Object.entries(def.shape).map(([key, field]) => ({
        key,
        copy: compileCopy(field, method, url),
      }));
      return (value) => {
        const from = value as Record<string, unknown>;
        const out: Record<string, unknown> = {};
        for (const { key, copy } of fields) {
          const v = from[key];
          // Left out rather than written as undefined: JSON.stringify drops it either way.
          if (v !== undefined) out[key] = copy ? copy(v) : v;
        }
        return out;
      };
    }
    case 'array': {
      const copy = def.element ? compileCopy(def.element, method, url) : null;
      return copy ? (value) => (value as unknown[]).map((v) => copy(v)) : null;
    }
    case 'nullable': {
      const copy = def.innerType ? compileCopy(def.innerType, method, url) : null;
      return copy ? (value) => (value === null ? null : copy(value)) : null;
    }
    case 'optional': {
      const copy = def.innerType ? compileCopy(def.innerType, method, url) : null;
      return copy ? (value) => (value === undefined ? undefined : copy(value)) : null;
    }
  }
  return byZod(schema, method, url);
}

/** An answer's JSON as the contract's schema gives it: only the named fields, checked. */
function checkedJson(schema: $ZodType, method: string, url: string) {
  const copy = compileCopy(schema, method, url);
  return (data: unknown) => {
    const result = safeParse(schema, data);
    if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
    const json = JSON.stringify(result.data);
    const fast = JSON.stringify(copy ? copy(data) : data);
    if (fast !== json) {
      throw new ResponseSerializationError(method, url, {
        cause: new Error(
          `the production serializer wrote ${fast.slice(0, 300)} where the schema gives ${json.slice(0, 300)}`,
        ),
      });
    }
    return json;
  };
}

/** The answer's JSON with only the named fields, unchecked (production). */
function copiedJson(schema: $ZodType, method: string, url: string) {
  const copy = compileCopy(schema, method, url);
  return copy ? (data: unknown) => JSON.stringify(copy(data)) : (data: unknown) => JSON.stringify(data);
}

/**
 * Fastify's serializer compiler for the routes' response schemas (zod, from the contract):
 * `checked` (development, tests) parses every answer with zod and checks the production copy
 * against it; otherwise answers are only copied down to their named fields.
 */
export const answerSerializerCompiler =
  (checked: boolean): FastifySerializerCompiler<$ZodType | { properties: $ZodType }> =>
  ({ schema, method, url }) => {
    const zodSchema = schema instanceof $ZodType ? schema : schema.properties;
    return checked ? checkedJson(zodSchema, method, url) : copiedJson(zodSchema, method, url);
  };
