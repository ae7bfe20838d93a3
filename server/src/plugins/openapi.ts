import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

// ARCHITECTURE 1: the OpenAPI 3.1 document and a reference page, generated from the zod contracts.
export const openapiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Upahar API',
        version: '2.0.0',
        description:
          'Storefront API (/api/V2) and dashboard API (/api/dashboard/v1). Every answer is an envelope: ' +
          '{status:"success", message?, data, meta?} or {status:"error", message, errors?}.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
});
