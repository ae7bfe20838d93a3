import { REQUEST_TIMEOUT_MS } from '@upahar/contract';
import { ApiError, getToken } from './browser-api';

// Files go up and come down through fetch rather than links or the endpoint client: the bearer
// token rides in a header, and the body is a form or a blob rather than JSON.

/**
 * A request with the stored bearer token, given up after the API's time limit. A request that
 * never got an answer is an ApiError with status 0: `timedOut` when the limit ran out, else
 * "Network Error".
 */
export async function authorisedFetch(url: string, init: RequestInit = {}, timedOut = 'Network Error') {
  const token = getToken();
  try {
    return await fetch(url, {
      ...init,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...init.headers },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (e) {
    throw new ApiError(
      e instanceof DOMException && e.name === 'TimeoutError' ? timedOut : 'Network Error',
      0,
    );
  }
}

/**
 * Downloads a private file and hands it to the browser under `name`; a refusal is an ApiError
 * that says `missing` for a 404 and `failed` otherwise.
 */
export async function downloadFile(url: string, o: { name: string; missing: string; failed: string }) {
  const res = await authorisedFetch(url);
  if (!res.ok) throw new ApiError(res.status === 404 ? o.missing : o.failed, res.status);
  const href = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = href;
  a.download = o.name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
