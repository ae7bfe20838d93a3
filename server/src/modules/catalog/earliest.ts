import {
  addDays,
  earliestDeliveryDate,
  MAX_DELIVERY_DAYS_AHEAD,
  type TProductCard,
  todayInKathmandu,
} from '@upahar/contract';
import { inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { storeClosedDays } from '../delivery/tables.ts';
import { type CardRow, toCard } from './cards.ts';

// The earliest delivery day on the cards of listings, search and store pages ("Earliest: Today").
// The rule is the contract's (earliestDeliveryDate): the product's preparation time and same-day
// flag, its store's same-day cut-off and closed days. A page's cards come from a handful of stores:
// their closed days are read once per request, inside the page's own statement where there is one
// (page-query.ts) or in one small query, and each store's answer is worked out once per timing, so
// a listing costs no query per product and no statement more than before.

/** Each store's closed days from today to the last bookable day. */
export type ClosedDays = ReadonlyMap<number, ReadonlySet<string>>;

/** The days whose closings matter to a card shown at `now`: today to the last bookable day. */
export function closedWindow(now: Date) {
  const from = todayInKathmandu(now);
  return { from, to: addDays(from, MAX_DELIVERY_DAYS_AHEAD) };
}

/**
 * SQL for the closed days of the stores `storeIds` selects, in the window: a JSON array of
 * [storeId, day] pairs, or null when none. `from` and `to` may be placeholders.
 */
export const closedDaysJson = (storeIds: SQL, from: SQL | string, to: SQL | string): SQL =>
  sql`(select json_agg(json_build_array(d.store_id, d.day)) from ${storeClosedDays} d
    where d.store_id in (${storeIds}) and d.day >= ${from}::date and d.day <= ${to}::date)`;

/** closedDaysJson's answer (a string from some drivers) as a map. */
export function toClosedDays(json: unknown): ClosedDays {
  const pairs = (typeof json === 'string' ? JSON.parse(json) : json) as [number, string][] | null;
  const out = new Map<number, Set<string>>();
  for (const [storeId, day] of pairs ?? []) {
    const days = out.get(Number(storeId)) ?? new Set<string>();
    days.add(String(day).slice(0, 10));
    out.set(Number(storeId), days);
  }
  return out;
}

/** One query: the closed days of `storeIds` in the window (lists not read by a page statement). */
export async function loadClosedDays(
  db: DbOrTx,
  storeIds: readonly number[],
  now: Date,
): Promise<ClosedDays> {
  const ids = [...new Set(storeIds)];
  if (ids.length === 0) return new Map();
  const { from, to } = closedWindow(now);
  const rows = await db
    .select({ storeId: storeClosedDays.storeId, day: storeClosedDays.day })
    .from(storeClosedDays)
    .where(
      sql`${inArray(storeClosedDays.storeId, ids)} and ${storeClosedDays.day} >= ${from} and ${storeClosedDays.day} <= ${to}`,
    );
  return toClosedDays(rows.map((r) => [r.storeId, r.day]));
}

const NONE: ReadonlySet<string> = new Set();

/** Cards with their earliest delivery day; products of one store and timing are worked out once. */
export function datedCards(rows: readonly CardRow[], closed: ClosedDays, now: Date): TProductCard[] {
  const known = new Map<string, string | null>();
  return rows.map((r) => {
    const prepHours = Number(r.prepHours);
    const cutoffHour = r.storeCutoffHour === null ? null : Number(r.storeCutoffHour);
    const key = `${r.storeId}|${prepHours}|${r.isSameDay}|${cutoffHour}`;
    if (!known.has(key))
      known.set(
        key,
        earliestDeliveryDate(
          now,
          { prepHours, isSameDay: r.isSameDay, cutoffHour },
          closed.get(Number(r.storeId)) ?? NONE,
        ),
      );
    const soldOut = r.stock !== null && Number(r.stock) <= 0;
    const card: TProductCard = toCard(r);
    card.earliestDate = soldOut ? null : (known.get(key) ?? null);
    return card;
  });
}
