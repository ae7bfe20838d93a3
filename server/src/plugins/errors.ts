import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors.ts';

type FieldErrors = Record<string, string[]>;

const friendly: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not accepted here; send JSON',
};

// ARCHITECTURE 3: failures use { status: 'error', message, errors? }; a client's mistake is a 4xx
// with a message a person understands; a 5xx body never leaks internals.
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.status)
        .send({ status: 'error', message: error.message, ...(error.errors ? { errors: error.errors } : {}) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldErrors = {};
      for (const v of error.validation) {
        const params = v.params as { issue?: { path?: PropertyKey[] } } | undefined;
        const field =
          (params?.issue?.path ?? []).map(String).join('.') || v.instancePath.replace(/^\//, '') || '_';
        errors[field] = [...(errors[field] ?? []), v.message ?? 'is invalid'];
      }
      const first = Object.entries(errors)[0];
      const message =
        first && first[0] !== '_' && !first[1][0].toLowerCase().includes(first[0].toLowerCase())
          ? `${first[1][0]} (${first[0]})`
          : (first?.[1][0] ?? 'The request is invalid');
      return reply.status(400).send({ status: 'error', message, errors });
    }
    if (error.statusCode === 429) {
      return reply.status(429).send({ status: 'error', message: error.message });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply
        .status(error.statusCode)
        .send({ status: 'error', message: friendly[error.code] ?? error.message });
    }
    if (isResponseSerializationError(error))
      request.log.error({ err: error, cause: error.cause }, 'response did not match its schema');
    else request.log.error({ err: error }, 'request failed');
    return reply
      .status(500)
      .send({ status: 'error', message: 'Something went wrong on our side. Please try again in a moment.' });
  });

  app.setNotFoundHandler({}, (request, reply) => {
    reply
      .status(404)
      .send({ status: 'error', message: `No endpoint ${request.method} ${request.url.split('?')[0]}` });
  });
});
