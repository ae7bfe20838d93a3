import type { TOrderDetail } from '@upahar/contract';
import { ApiError } from '~/lib/api';
import { fetchOrder } from './orders-api';

/**
 * One order, for its route's clientLoader: null when there is no such order of this shopper's. The
 * server answers 404 for an unknown order and for someone else's alike; a malformed id is refused
 * with 400 before any lookup, which means the same to the shopper. Other failures throw.
 */
export async function loadOrder(
  orderId: string,
  statusHint: string | null,
  signal: AbortSignal,
): Promise<TOrderDetail | null> {
  try {
    return await fetchOrder(orderId, statusHint, signal);
  } catch (e) {
    if (e instanceof ApiError && (e.status === 404 || e.status === 400)) return null;
    throw e;
  }
}
