import { createHash } from 'node:crypto';
import type { TPlacedOrder } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { idempotencyKeys } from '../../db/schema/checkout.ts';
import { AppError } from '../../lib/errors.ts';

// The first answer to an Idempotency-Key is stored with the order, in the same
// transaction, and replayed to retries; the same key with another body is refused. Callers hold
// the user's row lock, so two requests with one key cannot both miss the stored answer.

export type IdempotentRequest = { key: string; requestHash: string };

const KEY_RE = /^[A-Za-z0-9._:-]{8,100}$/;

/** The header value checked, or a 400 a developer understands. */
export function parseIdempotencyKey(raw: unknown): string {
  if (typeof raw !== 'string' || !KEY_RE.test(raw))
    throw new AppError('bad_idempotency_key', m.errors_checkout_idempotency_key(), 400);
  return raw;
}

/** Stable JSON (sorted keys) hashed: the same request gives the same hash whatever its key order. */
export function hashRequest(body: unknown): string {
  const stable = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(stable)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.entries(v as Record<string, unknown>)
              .sort(([a], [b]) => (a < b ? -1 : 1))
              .map(([k, x]) => [k, stable(x)]),
          )
        : v;
  return createHash('sha256')
    .update(JSON.stringify(stable(body)))
    .digest('hex');
}

/** The order an earlier request with this key placed, or null; 409 when the key came with another body. */
export async function recallOrder(
  tx: Tx,
  userId: string,
  req: IdempotentRequest,
): Promise<TPlacedOrder | null> {
  const [row] = await tx
    .select({ requestHash: idempotencyKeys.requestHash, response: idempotencyKeys.response })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, req.key)))
    .limit(1);
  if (!row) return null;
  if (row.requestHash !== req.requestHash) {
    throw new AppError('idempotency_conflict', m.errors_checkout_idempotency_conflict(), 409);
  }
  return row.response as TPlacedOrder;
}

export async function rememberOrder(tx: Tx, userId: string, req: IdempotentRequest, order: TPlacedOrder) {
  await tx.insert(idempotencyKeys).values({
    userId,
    key: req.key,
    requestHash: req.requestHash,
    orderId: order.orderId,
    response: order,
  });
}
