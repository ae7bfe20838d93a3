import { m } from '@upahar/contract/messages';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import { AppError } from '../../lib/errors.ts';

// A shopper waits on these calls; eSewa and Khalti normally answer in about a second.
const TIMEOUT_MS = 10_000;

export const gatewayDown = () => new AppError('gateway_unavailable', m.errors_payments_no_answer(), 502);

/**
 * Calls eSewa or Khalti and returns the answer shaped by `schema`. Any failure (network, time
 * out, an error status, an answer of another shape) is a 502 with a message a shopper
 * understands, never a 500. `readErrorBodies`: some gateways answer a lookup of a dead payment
 * with a 4xx whose body still says what happened (Khalti: Expired, User canceled).
 */
export async function callGateway<T>(opts: {
  config: Pick<Config, 'payments'>;
  url: string;
  init?: RequestInit;
  schema: z.ZodType<T>;
  readErrorBodies?: boolean;
}): Promise<T> {
  const send = opts.config.payments.fetch ?? fetch;
  let res: Response;
  try {
    res = await send(opts.url, { ...opts.init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch {
    throw gatewayDown();
  }
  if (!res.ok && !(opts.readErrorBodies && res.status >= 400 && res.status < 500)) throw gatewayDown();
  const body: unknown = await res.json().catch(() => null);
  const parsed = opts.schema.safeParse(body);
  if (!parsed.success) throw gatewayDown();
  return parsed.data;
}
