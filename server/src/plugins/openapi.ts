import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { type EndpointDef, errorStatuses, ZErrorResponse } from '@upahar/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import '../lib/route.ts';

const errorMeaning: Record<number, string> = {
  400: 'The request or its address is not valid; `errors` names the fields and what is wrong with each',
  401: 'No session, or the session has expired: log in again',
  403: 'The signed-in user may not do this',
  404: 'Not found, or not yours',
  409: 'Refused in the current state (out of stock, already paid, already cancelled, ...)',
  413: 'The request or file is too large',
  415: 'This content type is not accepted here',
  429: 'Too many attempts; `message` says how long to wait',
};

const errorEnvelope = z.toJSONSchema(ZErrorResponse, { target: 'draft-2020-12' });

type TransformInput = Parameters<typeof jsonSchemaTransform>[0] & {
  route?: { config?: { endpoint?: EndpointDef } };
};

/** Adds each endpoint's error answers (all in the failure envelope) to its operation. */
function transform(input: TransformInput) {
  const result = jsonSchemaTransform(input);
  const endpoint = input.route?.config?.endpoint;
  if (!endpoint || !result.schema) return result;
  const schema = result.schema as { response?: Record<string, unknown> };
  const response: Record<string, unknown> = { ...schema.response };
  for (const status of errorStatuses(endpoint)) {
    response[status] = {
      description: errorMeaning[status],
      content: { 'application/json': { schema: errorEnvelope } },
    };
  }
  return { ...result, schema: { ...result.schema, response } };
}

// The OpenAPI 3.1 document and a reference page, generated from the same zod contracts that
// validate requests and answers.
export const openapiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Upahar API',
        version: '2.0.0',
        description:
          'Storefront API (/api/V2) and dashboard API (/api/dashboard/v1). Every answer is an envelope: ' +
          '{status:"success", message?, data, meta?} or {status:"error", message, errors?}. ' +
          'Visitors without an account keep a cart through the x-cart-token header.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
});
