import type { z } from 'zod';

/**
 * One HTTP endpoint of the API, declared once: the server registers its route from it, the web
 * client takes its request and response types from it, and the OpenAPI document (operationId,
 * summary, security, error answers) is generated from it.
 */

export type ApiSurface = 'storefront' | 'dashboard';
export const API_PREFIX = { storefront: '/api/V2', dashboard: '/api/dashboard/v1' } as const;
export type ApiPrefix = (typeof API_PREFIX)[ApiSurface];

/**
 * Who may call it. `public`: anyone, no token read. `optional`: anyone; a bearer token, when
 * sent, must be valid (a dead one is 401 so the client forgets it). `user`: a signed-in user.
 * `staff`: a seller or an admin.
 */
export type ApiAccess = 'public' | 'optional' | 'user' | 'staff';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The 4xx answers an endpoint can give besides those its shape implies (see impliedErrors). */
export type ApiErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 429;

export type EndpointDef = {
  /** Unique, camelCase; the OpenAPI operationId and the name clients call it by. */
  readonly id: string;
  readonly surface: ApiSurface;
  readonly method: HttpMethod;
  /** Below the surface's prefix, Fastify style: `/orders/:orderId`. */
  readonly path: string;
  readonly summary: string;
  /**
   * A dashboard write as the audit log names it to a person, in the past tense: "Moved a job
   * application". Every dashboard endpoint other than a read has one (a test checks).
   */
  readonly auditLabel?: string;
  readonly tag: string;
  readonly access: ApiAccess;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** The success envelope. */
  readonly response: z.ZodType;
  readonly errors?: readonly ApiErrorStatus[];
  /** Sends `Idempotency-Key` (a retried request is answered once). */
  readonly idempotent?: boolean;
  /** The success statuses, each with the response envelope; 200 when left out (201: created; 204: nothing). */
  readonly statuses?: readonly (200 | 201 | 204)[];
  /** The request content types when not JSON: a multipart upload or a form a browser posts. */
  readonly consumes?: readonly string[];
};

export const defineEndpoint = <const E extends EndpointDef>(endpoint: E): E => endpoint;

/** The 4xx answers that follow from an endpoint's shape, plus the ones it declares. */
export function errorStatuses(endpoint: EndpointDef): ApiErrorStatus[] {
  // Every operation can answer 400: a malformed address is refused before any route runs, and
  // any input is validated against its schema.
  const statuses = new Set<ApiErrorStatus>([400, ...(endpoint.errors ?? [])]);
  if (endpoint.access !== 'public') statuses.add(401);
  if (endpoint.access === 'staff') statuses.add(403);
  return [...statuses].sort((a, b) => a - b);
}

type Input<S> = S extends z.ZodType ? z.input<S> : never;
type Output<S> = S extends z.ZodType ? z.output<S> : never;

/** An input part is optional when every field of it is (query strings with defaults). */
type Part<K extends string, S> = S extends z.ZodType
  ? object extends z.input<S>
    ? { [P in K]?: z.input<S> }
    : { [P in K]: z.input<S> }
  : { [P in K]?: never };

/** What a client sends: path params, query and body, each typed by the endpoint's schema. */
export type EndpointInput<E extends EndpointDef> = Part<'params', E['params']> &
  Part<'query', E['query']> &
  Part<'body', E['body']>;

/** The `data` of the endpoint's success envelope. */
export type EndpointData<E extends EndpointDef> = Output<E['response']> extends { data: infer D } ? D : never;
export type EndpointBody<E extends EndpointDef> = Input<E['body']>;
export type EndpointQuery<E extends EndpointDef> = Input<E['query']>;

/** The path with its `:params` filled in, each value URL-encoded. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`Missing path parameter "${name}" for ${path}`);
    }
    return encodeURIComponent(String(value));
  });
}
