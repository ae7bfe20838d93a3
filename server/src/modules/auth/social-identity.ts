import type { TSocialProvider } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { AppError } from '../../lib/errors.ts';

/** Who the provider says signed in: its own user id, and the address and name it holds. */
export type ProviderIdentity = {
  provider: TSocialProvider;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string;
};

/** An answer from the provider that does not check out; the details go to the log, not the shopper. */
export const providerRefused = (name: string, detail: string, cause?: unknown) =>
  Object.assign(new AppError('provider_refused', m.errors_accounts_provider_refused({ name }), 400), {
    detail,
    cause,
  });

/** The provider could not be reached, or answered with something else than its protocol. */
export const providerDown = (name: string, cause?: unknown) =>
  Object.assign(new AppError('provider_unavailable', m.errors_accounts_provider_unavailable({ name }), 502), {
    cause,
  });

const TIMEOUT_MS = 10_000;

/** A JSON answer from the provider's servers; a network failure or a non-JSON answer is "down". */
export async function fetchJson(
  name: string,
  url: string,
  init: RequestInit = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (err) {
    throw providerDown(name, err);
  }
  const body = await res.json().catch(() => null);
  if (!body || typeof body !== 'object')
    throw providerDown(name, new Error(`${url}: ${res.status}, no JSON`));
  return { status: res.status, body: body as Record<string, unknown> };
}
