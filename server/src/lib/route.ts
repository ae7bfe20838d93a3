import { API_PREFIX, type EndpointDef } from '@upahar/contract';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  preHandlerHookHandler,
  preParsingHookHandler,
} from 'fastify';
import type { z } from 'zod';

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

/** The request a handler of this endpoint sees: params, query and body already parsed. */
type EndpointRequest<E extends EndpointDef> = FastifyRequest<{
  Params: Out<E['params']>;
  Querystring: Out<E['query']>;
  Body: Out<E['body']>;
}>;

/** A handler answers the endpoint's success envelope (or sends something else on `reply`). */
export type EndpointHandler<E extends EndpointDef> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<z.input<E['response']> | FastifyReply>;

/** A check of who is asking (signed in, a seller, an admin): it throws 401 or 403. */
export type AccessCheck = (request: FastifyRequest) => Promise<void>;

export type RouteOptions = {
  /** Route config, e.g. a rate limit from `limit()`. */
  config?: Record<string, unknown>;
  /** Narrower access than the endpoint's own (admins only): checked with it, before the input. */
  guard?: AccessCheck | AccessCheck[];
  /** Runs after the input is validated, before the handler. */
  preHandler?: preHandlerHookHandler | preHandlerHookHandler[];
};

/**
 * Access checks as Fastify runs them before it reads the body: someone without the right to call
 * an endpoint hears 401 or 403, never what is wrong with the input they sent (a business rule, a
 * field's format), and an upload from a stranger is never parsed. After the onRequest hooks, so
 * rate limits and the response cache come first, and after admission control, so a request
 * turned away costs no session lookup.
 */
export const beforeInput = (...checks: AccessCheck[]): preParsingHookHandler[] =>
  checks.map((check) => async (request: FastifyRequest) => {
    await check(request);
  });

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The endpoint a route serves; the OpenAPI transform reads its error answers from here. */
    endpoint?: EndpointDef;
  }
}

function accessCheck(app: FastifyInstance, endpoint: EndpointDef): AccessCheck[] {
  switch (endpoint.access) {
    case 'public':
      return [];
    case 'optional':
      return [app.optionalUser];
    case 'user':
      return [app.requireUser];
    case 'staff':
      return [app.requireStaff];
  }
}

/**
 * Registers the route of one endpoint of the contract's table: method, path, schemas, access
 * check and documentation all come from the endpoint, so a route cannot drift from what the
 * clients were told. The handler stays in its module.
 */
export function route<E extends EndpointDef>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: RouteOptions = {},
): void {
  // A route registered under the other API's prefix would answer at a path no client uses.
  if (app.prefix !== API_PREFIX[endpoint.surface]) {
    throw new Error(
      `Endpoint ${endpoint.id} belongs under ${API_PREFIX[endpoint.surface]} but was registered under "${app.prefix}"`,
    );
  }
  // @fastify/multipart works per plugin scope: a file route in a scope without it would refuse
  // every upload with 415 and fail on any other body. Caught here, when the app is built.
  if (endpoint.consumes?.includes('multipart/form-data') && !app.hasRequestDecorator('isMultipart')) {
    throw new Error(
      `Endpoint ${endpoint.id} takes multipart/form-data: register @fastify/multipart in its plugin before its route`,
    );
  }
  const schema: FastifySchema & Record<string, unknown> = {
    operationId: endpoint.id,
    summary: endpoint.summary,
    tags: [endpoint.tag],
    security: securityOf(endpoint),
    response: Object.fromEntries((endpoint.statuses ?? [200]).map((status) => [status, endpoint.response])),
  };
  if (endpoint.params) schema.params = endpoint.params;
  if (endpoint.query) schema.querystring = endpoint.query;
  if (endpoint.body) schema.body = endpoint.body;
  if (endpoint.consumes) schema.consumes = [...endpoint.consumes];
  if (endpoint.idempotent) {
    schema.description =
      'Send an Idempotency-Key header: a retried request is answered with the first answer.';
  }
  const guards = options.guard ? [options.guard].flat() : [];
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema,
    config: { ...options.config, endpoint },
    preParsing: beforeInput(...accessCheck(app, endpoint), ...guards),
    ...(options.preHandler ? { preHandler: options.preHandler } : {}),
    handler: handler as unknown as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  });
}

/** OpenAPI security: a bearer token where one is needed, optional where it is optional. */
function securityOf(endpoint: EndpointDef): Record<string, string[]>[] {
  if (endpoint.access === 'public') return [];
  if (endpoint.access === 'optional') return [{}, { bearer: [] }];
  return [{ bearer: [] }];
}
