import { m } from '@upahar/contract/messages';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { deliveryLocations } from '../../db/schema/delivery.ts';
import { AppError } from '../../lib/errors.ts';
import { storeReaches, type Timing } from './rules.ts';

// Where a cart goes: the chosen location and whether every line's shop reaches it. Shared by the
// delivery charge, the slot picker, the checkout summary and place-order.

/** What the delivery rules need of a cart line (a PricedLine has all of it). */
export type DeliveryLine = Timing & {
  name: string;
  storeId: number;
  storeName: string;
  storeLat: number | null;
  storeLng: number | null;
  storeDistrict: string;
  /** The delivery locations the store chose to serve, or null (by distance). */
  storeServed: number[] | null;
  /** The Kathmandu hour after which the store takes no more orders for today, or null. */
  storeCutoffHour: number | null;
};

/** A line of a cart as the cart module loads it: it says why when it cannot be ordered now. */
export type CartLine = DeliveryLine & { problem: string | null };

export type Location = {
  id: number;
  name: string;
  district: string;
  lat: number;
  lng: number;
  charge: number;
};

/** An active delivery location, or 400 with the message under `field` (the request's own name). */
export async function loadLocation({
  db,
  locationId,
  field = 'locationId',
}: {
  db: DbOrTx;
  locationId: number;
  field?: string;
}): Promise<Location> {
  const [row] = await db
    .select({
      id: deliveryLocations.id,
      name: deliveryLocations.name,
      district: deliveryLocations.district,
      lat: deliveryLocations.lat,
      lng: deliveryLocations.lng,
      charge: deliveryLocations.deliveryChargePaisa,
    })
    .from(deliveryLocations)
    .where(and(eq(deliveryLocations.id, locationId), eq(deliveryLocations.isActive, true)))
    .limit(1);
  if (!row) {
    const message = m.errors_delivery_choose_location();
    throw new AppError('bad_location', message, 400, { [field]: [message] });
  }
  return row;
}

export const emptyCart = () => new AppError('empty_cart', m.errors_delivery_empty_cart(), 400);

export function assertNotEmpty<T>(lines: readonly T[]) {
  if (lines.length === 0) throw emptyCart();
}

/**
 * The lines that can be ordered now (no `problem`), like the checkout summary counts them: a
 * sold-out or withdrawn line says why in the cart and neither blocks nor delays the delivery of
 * the others. 400 for no lines; 409 naming the first problem when none can be ordered.
 */
export function orderableLines<T extends { name: string; problem: string | null }>(lines: readonly T[]): T[] {
  assertNotEmpty(lines);
  const ok = lines.filter((l) => l.problem === null);
  if (ok.length === 0) throw new AppError('not_orderable', `${lines[0].name}: ${lines[0].problem}`, 409);
  return ok;
}

/** 400 naming the first line whose store does not deliver to `location` (rules.ts storeReaches). */
export function assertLinesReach(lines: readonly DeliveryLine[], location: Location) {
  for (const line of lines) {
    const place = {
      lat: line.storeLat,
      lng: line.storeLng,
      district: line.storeDistrict,
      served: line.storeServed,
    };
    if (!storeReaches(place, location).reaches) {
      const message = m.errors_delivery_not_deliverable({ name: line.name, place: location.name });
      throw new AppError('not_deliverable', message, 400, { locationId: [message] });
    }
  }
}
