import { installReadableMessages } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors.ts';
import { requestLocale } from '../lib/language.ts';
import { inLocale } from '../lib/text-locale.ts';

// Schemas refuse in sentences that name the field, never in zod's own wording.
installReadableMessages();

type FieldErrors = Record<string, string[]>;

const friendly: Record<string, () => string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: m.errors_invalid_json,
  FST_ERR_CTP_EMPTY_JSON_BODY: m.errors_empty_json,
  FST_ERR_CTP_BODY_TOO_LARGE: m.errors_body_too_large,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: m.errors_media_type,
};

// PostgreSQL refusing a value that came from the request (class 22, data exceptions): the
// client's mistake, so a 400. The contracts should stop such input first; this is the safety net.
const pgInputErrors: Record<string, () => string> = {
  '22P02': m.errors_pg_format,
  '22021': m.errors_pg_characters,
  '22P05': m.errors_pg_characters,
  '22003': m.errors_pg_number_range,
  '22008': m.errors_pg_date_range,
  '22007': m.errors_pg_date_invalid,
  '22001': m.errors_pg_too_long,
};

/** The message for a PostgreSQL data exception anywhere in the error's cause chain. */
function pgInputError(error: unknown): string | undefined {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && Object.hasOwn(pgInputErrors, code)) return pgInputErrors[code]();
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

// The database cannot be reached or is going away: nothing the client did, and nothing broken in
// the code either; the answer is "try again shortly", which proxies and apps understand as 503.
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);
// SQLSTATE: class 08 (connection exceptions), server shutting down or starting, too many connections.
const UNREACHABLE_STATES = /^(08...|57P0[123]|53300)$/;
const UNREACHABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|connection error|PGlite is closed|Cannot use a pool after calling end/i;

/** Whether the error, or one in its cause chain, says the database is out of reach. */
function databaseUnreachable(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || UNREACHABLE_STATES.test(code)))
      return true;
    if (typeof message === 'string' && UNREACHABLE_MESSAGES.test(message)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Fastify's `frameworkErrors` option: a malformed URL or an over-long path parameter is refused
 * by the router before any route runs; answer it with the failure envelope too.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  // Refused before the language plugin runs: the answer picks its language itself.
  const message = inLocale(requestLocale(request.headers), () =>
    tooLong ? m.errors_address_too_long() : m.errors_address_invalid(),
  );
  return reply.status(tooLong ? 414 : 400).send({ status: 'error', message });
}

// Failures use { status: 'error', message, errors? }; a client's mistake is a 4xx
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
        errors[field] = [...(errors[field] ?? []), v.message ?? m.errors_field_invalid()];
      }
      // The first field's message: a sentence of its own (the contract words each one, naming its
      // field where the field is not plain from it), so nothing is tacked on in code.
      const message = Object.values(errors)[0]?.[0] ?? m.errors_request_invalid();
      return reply.status(400).send({ status: 'error', message, errors });
    }
    if (error.statusCode === 429) {
      return reply.status(429).send({ status: 'error', message: error.message });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({
        status: 'error',
        message: Object.hasOwn(friendly, error.code) ? friendly[error.code]() : error.message,
      });
    }
    if (databaseUnreachable(error)) {
      request.log.error({ err: error }, 'database unreachable');
      return reply.status(503).header('retry-after', '10').send({
        status: 'error',
        message: m.errors_database_unreachable(),
      });
    }
    const pgMessage = pgInputError(error);
    if (pgMessage) {
      request.log.warn({ err: error }, 'database refused a value from the request');
      return reply.status(400).send({ status: 'error', message: pgMessage });
    }
    if (isResponseSerializationError(error))
      request.log.error({ err: error, cause: error.cause }, 'response did not match its schema');
    // A visitor who leaves while a compressed page is still streaming cuts the stream short:
    // nothing went wrong on our side, and nobody is left to answer.
    else if (/premature close/i.test(error.message))
      request.log.info('client left before the answer was sent');
    else request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ status: 'error', message: m.errors_server_failed() });
  });

  app.setNotFoundHandler({}, (request, reply) => {
    reply.status(404).send({
      status: 'error',
      message: m.errors_no_endpoint({ method: request.method, path: request.url.split('?')[0] }),
    });
  });
});
