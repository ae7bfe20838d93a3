import fastifyMultipart from '@fastify/multipart';
import { API_PREFIX, type EndpointDef } from '@upahar/contract';
import * as endpoints from '@upahar/contract/endpoints';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, test } from 'vitest';
import { ok } from '../../lib/envelope.ts';
import { route } from '../../lib/route.ts';
import { it, t } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';
import { multipart, png } from '../../test/multipart.ts';

// Every route that takes a file must read multipart in its own plugin scope: without it Fastify
// refuses a correct upload with 415 ("send JSON") and a JSON body fails inside the handler (500).

const uploads = (Object.values(endpoints) as EndpointDef[]).filter((e) =>
  e.consumes?.includes('multipart/form-data'),
);
// A placeholder for each path parameter; the parser is what is checked, not the record.
const urlOf = (e: EndpointDef) => `${API_PREFIX[e.surface]}${e.path.replace(/:\w+/g, '1')}`;

describe('every upload route', () => {
  it('is found in the contract (blog cover, campaign pictures, complaint pictures and more)', () => {
    expect(uploads.map((e) => e.id)).toEqual(
      expect.arrayContaining(['uploadBlogCover', 'uploadCampaignImage', 'uploadOrderImage']),
    );
  });

  it.each(uploads.map((e) => [e.id, e] as const))('%s reads a multipart upload', async (_id, e) => {
    const body = multipart({}, { name: 'pixel.png', type: 'image/png', bytes: await png() });
    const res = await t.app.inject({
      method: e.method,
      url: urlOf(e),
      headers: body.headers,
      payload: body.payload,
    });
    // Anonymous: refused by its access check (or its own rules), never for its content type.
    expect(res.statusCode, res.body).not.toBe(415);
    expect(res.statusCode, res.body).toBeLessThan(500);
  });

  it.each(uploads.map((e) => [e.id, e] as const))('%s answers a JSON body with a 4xx', async (_id, e) => {
    const admin = await quickUser(t.db, { role: 'admin' });
    const res = await t.app.inject({
      method: e.method,
      url: urlOf(e),
      headers: admin.headers,
      payload: { file: 'not a file' },
    });
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, res.body).toBeLessThan(500);
  });
});

describe('a file route without the multipart reader', () => {
  const build = async (withMultipart: boolean) => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.decorate('requireStaff', async () => {});
    await app.register(
      async (scope: FastifyInstance) => {
        if (withMultipart) await scope.register(fastifyMultipart);
        route(scope, endpoints.uploadCampaignImage, async () => ok({ path: '' }));
      },
      { prefix: API_PREFIX.dashboard },
    );
    await app.ready();
    return app;
  };

  test('stops the app from starting, naming the endpoint', async () => {
    await expect(build(false)).rejects.toThrow(
      'Endpoint uploadCampaignImage takes multipart/form-data: register @fastify/multipart in its plugin before its route',
    );
    await (await build(true)).close();
  });
});
