// The request shape shared by the browser fetch transport and the server's in-process
// (Fastify inject) transport used while rendering pages, so rendering makes no network hop.
export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type ApiRequest = {
  method: ApiMethod;
  /** Path below the prefix, e.g. `login/user` or `user-logout?excludeThis=1`. */
  path: string;
  query?: Record<string, string | number | boolean | undefined | null>;
  body?: unknown;
  token?: string | null;
  prefix?: '/api/V2' | '/api/dashboard/v1';
  signal?: AbortSignal;
  /** Extra request headers, e.g. `Idempotency-Key` on place-order (browser transport). */
  headers?: Record<string, string>;
};
export type ApiTransport = (req: ApiRequest) => Promise<{ status: number; body: unknown }>;

export function buildUrl(req: Pick<ApiRequest, 'path' | 'query' | 'prefix'>): string {
  const prefix = req.prefix ?? '/api/V2';
  const path = req.path.replace(/^\/+/, '');
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(req.query ?? {})) {
    if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  }
  const qs = params.toString();
  return `${prefix}/${path}${qs ? (path.includes('?') ? '&' : '?') + qs : ''}`;
}
