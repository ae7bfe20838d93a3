import * as endpoints from '@upahar/contract/endpoints';
import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answerSerializerCompiler, compileCopy } from './answer-serializer.ts';

const serializer = (schema: z.ZodType, checked: boolean) =>
  answerSerializerCompiler(checked)({ schema, method: 'GET', url: '/test', httpStatus: '200' });

const card = z.object({
  id: z.string(),
  price: z.number().int(),
  image: z.string().nullable(),
  store: z.object({ slug: z.string(), name: z.string() }).nullable(),
  badge: z.enum(['new', 'sale']).optional(),
  tags: z.array(z.string()),
});
const answer = z.object({
  status: z.literal('success'),
  message: z.string().optional(),
  data: z.object({ products: z.array(card), extra: z.unknown() }),
  meta: z.object({ pagination: z.object({ total: z.number() }) }).optional(),
});

const sample = {
  status: 'success',
  internal: 'never sent',
  data: {
    products: [
      {
        id: 'a',
        price: 100,
        image: null,
        store: { slug: 's', name: 'S', ownerId: 'secret' },
        tags: ['x'],
        passwordHash: 'secret',
      },
      { id: 'b', price: 5, image: 'i.webp', store: null, badge: 'sale', tags: [], stock: 3 },
    ],
    extra: { anything: ['goes'] },
  },
  meta: { pagination: { total: 2, hidden: true } },
};

describe('answer serializer', () => {
  it('keeps only the fields the contract names, at every depth, in production as in tests', () => {
    const expected = JSON.stringify(answer.parse(sample));
    expect(expected).not.toContain('secret');
    expect(serializer(answer, false)(sample)).toBe(expected);
    expect(serializer(answer, true)(sample)).toBe(expected);
  });

  it('checks the answer against its contract in development and tests only', () => {
    const wrong = {
      ...sample,
      data: { ...sample.data, products: [{ ...sample.data.products[0], price: '100' }] },
    };
    let thrown: unknown;
    try {
      serializer(answer, true)(wrong);
    } catch (e) {
      thrown = e;
    }
    expect(thrown instanceof Error && isResponseSerializationError(thrown)).toBe(true);
    // Production trusts the server's own code for types and formats, never for which fields leave.
    expect(JSON.parse(serializer(answer, false)(wrong)).data.products[0]).toEqual({
      id: 'a',
      price: '100',
      image: null,
      store: { slug: 's', name: 'S' },
      tags: ['x'],
    });
  });

  it('leaves unions, records and strings that rewrite themselves to zod', () => {
    const schema = z.object({
      trimmed: z.string().trim(),
      either: z.union([z.object({ a: z.number() }), z.object({ b: z.string() })]),
      byKey: z.record(z.string(), z.object({ n: z.number() })),
    });
    const value = { trimmed: '  x ', either: { a: 1, no: 2 }, byKey: { k: { n: 1, no: 2 } }, no: 3 };
    const expected = JSON.stringify(schema.parse(value));
    expect(serializer(schema, false)(value)).toBe(expected);
    expect(serializer(schema, true)(value)).toBe(expected);
  });

  it('copies a schema that holds itself, leaving the part where it recurs to zod', () => {
    const node = z.object({
      name: z.string(),
      get children(): z.ZodArray<typeof node> {
        return z.array(node);
      },
    });
    const value = { name: 'a', no: 1, children: [{ name: 'b', no: 2, children: [] }] };
    const expected = JSON.stringify(node.parse(value));
    expect(serializer(node, false)(value)).toBe(expected);
    expect(serializer(node, true)(value)).toBe(expected);
  });

  it('compiles the answer of every endpoint of the contract', () => {
    const defs = Object.values(endpoints).filter(
      (e): e is Extract<(typeof endpoints)[keyof typeof endpoints], { response: z.ZodType }> =>
        typeof e === 'object' && e !== null && 'response' in e,
    );
    expect(defs.length).toBeGreaterThan(100);
    for (const e of defs) expect(() => compileCopy(e.response)).not.toThrow();
  });
});
