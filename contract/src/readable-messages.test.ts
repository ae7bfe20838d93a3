import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { EndpointDef } from './endpoint.ts';
import * as endpoints from './endpoints.ts';
import { ZInfluencerBody } from './influencers.ts';
import { fieldLabel, fieldWords } from './readable-messages.ts';

// zod's own wording, in English: none of it may reach a person.
const ZOD_WORDING = [
  /^Invalid input\b/,
  /^Invalid option: /,
  /^Too (small|big): /,
  /^Invalid (string|number): /,
  /^Invalid (UUID|GUID|URL|email address|ISO \w+|IPv[46] address|base64|JWT|E\.164)/,
  /^Invalid (key|value|element) in /,
  /^Invalid discriminator value/,
  /^Unrecognized keys?: /,
  /^Required$/,
  /expected [\w| ]+, received /,
];

type Def = { type: string } & Record<string, unknown>;
const defOf = (s: unknown) => (s as { _zod: { def: Def } })._zod.def;

/** The object shapes a schema accepts, looking through optional, default, pipes, unions... */
function shapesOf(schema: unknown, depth = 0): Record<string, unknown>[] {
  if (!schema || depth > 12) return [];
  const def = defOf(schema);
  switch (def.type) {
    case 'object':
      return [def.shape as Record<string, unknown>];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return shapesOf(def.innerType, depth + 1);
    case 'pipe':
      return [...shapesOf(def.in, depth + 1), ...shapesOf(def.out, depth + 1)];
    case 'union':
      return (def.options as unknown[]).flatMap((o) => shapesOf(o, depth + 1));
    case 'intersection':
      return [...shapesOf(def.left, depth + 1), ...shapesOf(def.right, depth + 1)];
    case 'array':
      return shapesOf(def.element, depth + 1);
    case 'lazy':
      return shapesOf((def.getter as () => unknown)(), depth + 1);
    default:
      return [];
  }
}

// Wrong types, blanks, extremes: what a careless or hostile client sends.
const BAD: unknown[] = [
  undefined,
  null,
  '',
  ' ',
  'x',
  'x'.repeat(20_000),
  -1,
  0,
  1.5,
  1e15,
  true,
  [],
  [{}],
  {},
  { x: 1 },
];

/** Inputs with every field (to three levels down) missing or wrong in each of those ways. */
function inputsFor(schema: unknown): unknown[] {
  const out: unknown[] = [...BAD];
  const walk = (s: unknown, wrap: (v: unknown) => unknown, depth: number) => {
    for (const shape of shapesOf(s)) {
      for (const [key, field] of Object.entries(shape)) {
        for (const bad of BAD) out.push(wrap({ [key]: bad }));
        out.push(wrap({ [key]: [{}] }));
        if (depth < 3) walk(field, (v) => wrap({ [key]: v }), depth + 1);
        if (depth < 3) walk(field, (v) => wrap({ [key]: [v] }), depth + 1);
      }
    }
  };
  walk(schema, (v) => v, 1);
  return out;
}

function messagesOf(schema: z.ZodType, input: unknown): { path: string; message: string }[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

const table = Object.values(endpoints) as EndpointDef[];

describe('validation messages', () => {
  it('are never in zod’s own wording, for any part of any endpoint', () => {
    const raw = new Set<string>();
    for (const e of table) {
      for (const part of ['params', 'query', 'body'] as const) {
        const schema = e[part];
        if (!schema) continue;
        for (const input of inputsFor(schema)) {
          for (const { path, message } of messagesOf(schema, input)) {
            if (ZOD_WORDING.some((re) => re.test(message))) raw.add(`${e.id} ${part} ${path}: ${message}`);
            expect(message.trim(), `${e.id} ${part} ${path}`).not.toBe('');
          }
        }
      }
    }
    expect([...raw]).toEqual([]);
  });

  it('name a missing or mistyped field in words', () => {
    const missing = ZInfluencerBody.safeParse({ handle: 'sita', bio: 'x'.repeat(30), followers: {} });
    const links = missing.error?.issues.find((i) => i.path[0] === 'links');
    expect(links?.message).toBe('Links must be filled in.');
    const wrong = ZInfluencerBody.safeParse({ links: 'instagram' });
    expect(wrong.error?.issues.find((i) => i.path[0] === 'links')?.message).toBe(
      'Links must be an object with named fields.',
    );
  });

  it('turn field names into words', () => {
    expect(fieldWords('businessName')).toBe('business name');
    expect(fieldWords('deliveryLocationId')).toBe('delivery location');
    expect(fieldWords('flavourIds')).toBe('flavours');
    expect(fieldWords('imageURL')).toBe('image web address');
    expect(fieldLabel(['items', 1, 'quantity'])).toBe('Quantity of item 2');
    expect(fieldLabel(['tags', 2])).toBe('Item 3 of tags');
    expect(fieldLabel([])).toBe('The request');
  });
});
