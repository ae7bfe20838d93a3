import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

// The one way API tests call the app: through app.inject (no port), as someone or nobody, on the
// storefront API (/api/V2) or the dashboard's (/api/dashboard/v1).
//
//   const shop = api(t);                                  // storefront, nobody signed in
//   const desk = api(t, { base: DASHBOARD, as: admin });  // dashboard, as the admin
//   await shop.get('products?page=2');                    // GET /api/V2/products?page=2
//   await desk.post('coupons', body, seller);             // this one as the seller
//   const { data } = (await shop.get('cart', me)).json<{ data: TCart }>();

export const V2 = '/api/V2';
export const DASHBOARD = '/api/dashboard/v1';

export type Headers = Record<string, string>;

/**
 * Who sends a request: an account (anything with its bearer `headers`, as loginAs and the
 * factories answer), the headers themselves, a sender with a client address, or null for nobody.
 */
export type As = Headers | { headers?: Headers; remoteAddress?: string } | null;

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The headers of a session's bearer token, or none without one. */
export const bearer = (token: string | null | undefined): Headers =>
  token ? { authorization: `Bearer ${token}` } : {};

/** The inject answer, whose json() names the shape the test expects (by default: anything). */
export type Answer = Omit<LightMyRequestResponse, 'json'> & {
  // biome-ignore lint/suspicious/noExplicitAny: a test reads the answer as it likes; naming T checks it.
  json<T = any>(): T;
};

type Options = {
  /** Who sends, unless a request says otherwise: a sender, or a function read at each request. */
  as?: As | (() => As);
  /** What a path without a leading slash is under: V2 (the default), DASHBOARD or ''. */
  base?: string;
  /** Waits for the work the app does after answering (mails queued once the answer is out). */
  settle?: boolean;
};

const senderOf = (as: As | undefined): { headers: Headers; remoteAddress?: string } => {
  if (!as) return { headers: {} };
  if ('headers' in as || 'remoteAddress' in as) {
    const sender = as as { headers?: Headers; remoteAddress?: string };
    return { headers: sender.headers ?? {}, remoteAddress: sender.remoteAddress };
  }
  return { headers: as as Headers };
};

/**
 * Requests to the test's app. `app` is the test app (`t`, read at each request, so this may be
 * called at the top of a test file) or a Fastify instance. A path starting with "/" is used as
 * it is; any other goes under `base`.
 */
export function api(app: { app: FastifyInstance } | FastifyInstance, o: Options = {}) {
  const base = o.base ?? V2;
  const appOf = () => ('inject' in app ? app : app.app);

  async function request(method: Method, path: string, body?: unknown, as?: As): Promise<Answer> {
    const sender = senderOf(as !== undefined ? as : typeof o.as === 'function' ? o.as() : o.as);
    const options: InjectOptions = {
      method,
      url: path.startsWith('/') ? path : `${base}/${path}`,
      headers: sender.headers,
      ...(sender.remoteAddress ? { remoteAddress: sender.remoteAddress } : {}),
      ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
    };
    const res = await appOf().inject(options);
    if (o.settle) await appOf().afterAnswer.settled();
    return res as Answer;
  }

  return {
    request,
    get: (path: string, as?: As) => request('GET', path, undefined, as),
    post: (path: string, body?: unknown, as?: As) => request('POST', path, body, as),
    put: (path: string, body?: unknown, as?: As) => request('PUT', path, body, as),
    patch: (path: string, body?: unknown, as?: As) => request('PATCH', path, body, as),
    del: (path: string, as?: As, body?: unknown) => request('DELETE', path, body, as),
  };
}
