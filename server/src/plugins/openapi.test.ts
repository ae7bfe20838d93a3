import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import { API_PREFIX, type EndpointDef, errorStatuses } from '@upahar/contract';
import * as endpoints from '@upahar/contract/endpoints';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { describe, expect } from 'vitest';
import { fileTest as it, t } from '../test/fixtures.ts';

type Operation = {
  operationId?: string;
  summary?: string;
  security?: Record<string, string[]>[];
  responses?: Record<string, unknown>;
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const table = Object.values(endpoints) as EndpointDef[];
/** Fastify's `:param` becomes OpenAPI's `{param}`. */
const docPath = (e: EndpointDef) => API_PREFIX[e.surface] + e.path.replace(/:(\w+)/g, '{$1}');

let doc: Document;
it.beforeAll(async () => {
  doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
});

function operations() {
  return Object.entries(doc.paths).flatMap(([p, item]) =>
    METHODS.filter((m) => item[m]).map((m) => ({ path: p, method: m, op: item[m] as Operation })),
  );
}

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(doc.openapi).toBe('3.1.0');
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
  });

  it('has exactly the operations of the endpoint table, each once', () => {
    const ids = table.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    const documented = operations().map((o) => `${o.method.toUpperCase()} ${o.path} ${o.op.operationId}`);
    const declared = table.map((e) => `${e.method} ${docPath(e)} ${e.id}`);
    expect(documented.sort()).toEqual(declared.sort());
  });

  it('gives every operation a summary, its security and its error answers in the envelope', () => {
    for (const e of table) {
      const op = doc.paths[docPath(e)]?.[e.method.toLowerCase()];
      expect(op?.summary, e.id).toBeTruthy();
      const security =
        e.access === 'public' ? [] : e.access === 'optional' ? [{}, { bearer: [] }] : [{ bearer: [] }];
      expect(op?.security, e.id).toEqual(security);
      const statuses = Object.keys(op?.responses ?? {});
      // Its success answer: 200, 201 for a route that creates something, 204 for one that answers nothing.
      const success = statuses.filter((s) => s === '200' || s === '201' || s === '204');
      expect(success, e.id).not.toEqual([]);
      for (const status of errorStatuses(e)) {
        expect(statuses, `${e.id} ${status}`).toContain(String(status));
        const answer = op?.responses?.[status] as
          | { content: Record<string, { schema: unknown }> }
          | undefined;
        expect(JSON.stringify(answer?.content['application/json'].schema)).toContain('"error"');
      }
    }
  });

  it('generates a TypeScript client that types calls by path and payload', async () => {
    const generated = astToString(await openapiTS(structuredClone(doc) as never));
    const dir = path.join(import.meta.dirname, '../../node_modules/.cache/openapi-client');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'schema.d.ts'), generated);
    writeFileSync(
      path.join(dir, 'calls.ts'),
      `import createClient from 'openapi-fetch';
import type { paths } from './schema';
const client = createClient<paths>({ baseUrl: 'http://localhost:3000' });
export async function calls() {
  const cart = await client.GET('/api/V2/cart', { headers: { authorization: 'Bearer t' } });
  const lines: number | undefined = cart.data?.data.cartItems.length;
  const added = await client.POST('/api/V2/add-to-cart', { body: { productId: 'black-forest', quantity: 2 } });
  const failed: string | undefined = added.error?.message;
  // @ts-expect-error a path the API does not have
  await client.GET('/api/V2/no-such-endpoint');
  // @ts-expect-error the cart item id is required
  await client.POST('/api/V2/remove-from-cart', { body: {} });
  return { lines, failed };
}
`,
    );
    const program = ts.createProgram([path.join(dir, 'calls.ts')], {
      strict: true,
      noEmit: true,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      target: ts.ScriptTarget.ES2022,
      skipLibCheck: true,
    });
    const problems = ts
      .getPreEmitDiagnostics(program)
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(problems).toEqual([]);
    // Type-checking the generated client is a whole TypeScript program: a few seconds alone, and
    // far longer while other test files share the cores.
  }, 120_000);
});
