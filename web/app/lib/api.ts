import {
  API_PREFIX,
  type ApiRequest,
  type ApiTransport,
  buildUrl,
  type EndpointData,
  type EndpointDef,
  type EndpointInput,
  fillPath,
  REQUEST_TIMEOUT_MS,
  type TErrorResponse,
  type TPagination,
} from '@upahar/contract';
import { m } from '@upahar/contract/messages';

// One typed client. On the server the SSR host passes an in-process
// transport (Fastify inject) through the load context; in the browser it is fetch.
export type { ApiTransport } from '@upahar/contract';

export type ApiOk<T> = { data: T; message?: string; meta?: { pagination: TPagination } };

/** A failed call: the server's message when it sent one, else a generic client error text. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

function isEnvelope(body: unknown): body is { status: string; message?: string } {
  return typeof body === 'object' && body !== null && 'status' in body;
}

/** Sends one request and unwraps the envelope: the data on success, an ApiError otherwise. */
async function send<T>(transport: ApiTransport, req: ApiRequest): Promise<ApiOk<T>> {
  const { status, body } = await transport(req);
  if (status >= 200 && status < 300 && isEnvelope(body) && body.status === 'success') {
    return body as unknown as ApiOk<T>;
  }
  if (isEnvelope(body) && body.status === 'error') {
    const err = body as TErrorResponse;
    throw new ApiError(err.message || `request failed with status code ${status}`, status, err.errors);
  }
  throw new ApiError(`request failed with status code ${status}`, status);
}

type CallOptions = {
  token?: string | null;
  /** Extra request headers, e.g. `Idempotency-Key` on place-order. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

/** The arguments after the endpoint: the input may be left out when none of it is required. */
export type EndpointArgs<E extends EndpointDef> =
  object extends EndpointInput<E>
    ? [input?: EndpointInput<E>, options?: CallOptions]
    : [input: EndpointInput<E>, options?: CallOptions];

// In development and in tests every answer is checked against the contract, so a server that
// drifts from what the client expects fails loudly instead of rendering half a page. Production
// trusts the server, which validates its own answers before sending them. A browser build keeps
// only each endpoint's method and address (build-tools/light-endpoints.ts), even one made with
// NODE_ENV=development: the check runs only where the endpoint still carries its schema.
const checkAnswers = import.meta.env?.DEV === true || import.meta.env?.MODE === 'test';

/** Calls one endpoint of the contract's table; its input and answer are typed by it. */
export async function callEndpoint<E extends EndpointDef>(
  transport: ApiTransport,
  endpoint: E,
  ...[input, options]: EndpointArgs<E>
): Promise<ApiOk<EndpointData<E>>> {
  const { params, query, body } = (input ?? {}) as { params?: object; query?: object; body?: unknown };
  const answer = await send<EndpointData<E>>(transport, {
    method: endpoint.method,
    prefix: API_PREFIX[endpoint.surface],
    path: fillPath(endpoint.path, params as Record<string, unknown> | undefined),
    query: query as ApiRequest['query'],
    body: body ?? (endpoint.method === 'GET' ? undefined : {}),
    token: options?.token,
    headers: options?.headers,
    signal: options?.signal,
  });
  if (checkAnswers && endpoint.response) {
    const checked = endpoint.response.safeParse({ status: 'success', ...answer });
    if (!checked.success) {
      throw new Error(`The answer of ${endpoint.id} does not match its contract: ${checked.error.message}`);
    }
  }
  return answer;
}

/** Browser transport: fetch with credentials, the bearer token and a 60 s timeout. */
export const fetchTransport =
  (baseUrl = '', timeoutMs = REQUEST_TIMEOUT_MS): ApiTransport =>
  async (req) => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort('timeout'), timeoutMs);
    req.signal?.addEventListener('abort', () => controller.abort('aborted'));
    const headers: Record<string, string> = { accept: 'application/json', ...req.headers };
    if (req.body !== undefined) headers['content-type'] = 'application/json';
    if (req.token) headers.authorization = `Bearer ${req.token}`;
    try {
      const res = await fetch(baseUrl + buildUrl(req), {
        method: req.method,
        headers,
        credentials: 'include',
        body: req.body === undefined ? undefined : JSON.stringify(req.body),
        signal: controller.signal,
      });
      const text = await res.text();
      let body: unknown = null;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        body = null;
      }
      return { status: res.status, body };
    } catch {
      if (controller.signal.aborted) {
        throw new ApiError(
          controller.signal.reason === 'timeout' ? `timeout of ${timeoutMs}ms exceeded` : 'request aborted',
          0,
        );
      }
      throw new ApiError('Network Error', 0, undefined);
    } finally {
      clearTimeout(timer);
    }
  };

/** Message to show a person for any thrown value. */
export function errorMessage(e: unknown, fallback: string = m.text_unexpected()): string {
  if (e instanceof ApiError) return e.message;
  return fallback;
}
