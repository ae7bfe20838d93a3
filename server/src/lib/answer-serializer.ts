import type { FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { type $ZodError, $ZodType, safeParse } from 'zod/v4/core';

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

/** A part of an answer that zod, parsing it for the copy, refused. */
class RefusedPart extends Error {
  constructor(readonly zodError: $ZodError) {
    super('part of the answer does not match its schema');
  }
}

/** What zod itself answers for `value`; the copy of the kinds this compiler leaves to zod. */
const byZod =
  (schema: $ZodType): Copy =>
  (value) => {
    const result = safeParse(schema, value);
    if (result.error) throw new RefusedPart(result.error);
    return result.data;
  };

// Schemas are shared by many routes (a product card is in dozens of answers) and apps are built
// many times in tests: each schema is compiled once.
const compiled = new WeakMap<$ZodType, Copy | null>();

/**
 * A function that copies a valid value of `schema` keeping only what the schema names, in the
 * schema's order, as zod's parse does; null when the value can be written as it is. Kinds not
 * handled here (unions, records, objects with a catch-all, rewriting strings) are parsed by zod.
 */
export function compileCopy(schema: $ZodType): Copy | null {
  const known = compiled.get(schema);
  if (known !== undefined) return known;
  // A schema that holds itself (a tree of categories) is left to zod where it recurs.
  if (compiling.has(schema)) return byZod(schema);
  compiling.add(schema);
  try {
    const copy = compile(schema);
    compiled.set(schema, copy);
    return copy;
  } finally {
    compiling.delete(schema);
  }
}
const compiling = new Set<$ZodType>();

function compile(schema: $ZodType): Copy | null {
  const def = defOf(schema);
  if (AS_IS.has(def.type) && !rewrites(def)) return null;
  switch (def.type) {
    case 'object': {
      if (def.catchall || !def.shape || Object.hasOwn(def.shape, '__proto__')) break;
      return objectCopy(Object.entries(def.shape));
    }
    case 'array': {
      const copy = def.element ? compileCopy(def.element) : null;
      if (!copy) return null;
      // Pushed one by one: an array made by map() has holes to V8, which sends JSON.stringify
      // down its slow path for it.
      return (value) => {
        const from = value as unknown[];
        const out: unknown[] = [];
        for (let i = 0; i < from.length; i++) out.push(copy(from[i]));
        return out;
      };
    }
    case 'nullable': {
      const copy = def.innerType ? compileCopy(def.innerType) : null;
      return copy ? (value) => (value === null ? null : copy(value)) : null;
    }
    case 'optional': {
      const copy = def.innerType ? compileCopy(def.innerType) : null;
      return copy ? (value) => (value === undefined ? undefined : copy(value)) : null;
    }
  }
  return byZod(schema);
}

/**
 * The copy of an object: one function written for its fields, that builds the copy as a single
 * object literal. Every copy of one schema then has the same shape, which V8 reads and
 * JSON.stringify writes fast; a loop over the fields was several times slower. A field left
 * undefined (an optional one not given) is dropped by JSON.stringify, as zod leaves it out. The
 * names come from the contract and are written as JSON string literals.
 */
function objectCopy(fields: [string, $ZodType][]): Copy {
  const copies = fields.map(([, field]) => compileCopy(field));
  const body = fields
    .map(([key], i) => {
      const name = JSON.stringify(key);
      return `${name}: ${copies[i] ? `v[${name}] === undefined ? undefined : c[${i}](v[${name}])` : `v[${name}]`}`;
    })
    .join(',\n');
  return new Function('c', `return function copy(v) {\n  return {\n${body}\n  };\n};`)(copies) as Copy;
}

/** The answer's JSON with only the named fields, unchecked (production). */
function copiedJson(schema: $ZodType, method: string, url: string) {
  const copy = compileCopy(schema);
  if (!copy) return (data: unknown) => JSON.stringify(data);
  return (data: unknown) => {
    try {
      return JSON.stringify(copy(data));
    } catch (e) {
      if (e instanceof RefusedPart) throw new ResponseSerializationError(method, url, { cause: e.zodError });
      throw e;
    }
  };
}

/** An answer's JSON as the contract's schema gives it: only the named fields, checked. */
function checkedJson(schema: $ZodType, method: string, url: string) {
  const copied = copiedJson(schema, method, url);
  return (data: unknown) => {
    const result = safeParse(schema, data);
    if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
    const json = JSON.stringify(result.data);
    const fast = copied(data);
    if (fast !== json) {
      throw new Error(
        `${method} ${url}: the production serializer wrote ${fast.slice(0, 300)} where the schema gives ${json.slice(0, 300)}`,
      );
    }
    return json;
  };
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
