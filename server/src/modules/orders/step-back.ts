import { STEP_BACK, type TOrderStatus, type TOrderUndo, UNDO_WINDOW_MINUTES } from '@upahar/contract';
import { asc, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orderEvents } from '../../db/schema/orders.ts';

/** One line of a part's timeline, oldest first, with how long ago it was written. */
export type StepEvent = { status: TOrderStatus; ageSeconds: number };

/**
 * The part's last step while it may be taken back: its last event moved it forward from the
 * status STEP_BACK names to the one it is in now, less than UNDO_WINDOW_MINUTES ago. Anything
 * written on its timeline since (a refund, the step already taken back) ends the offer, so a
 * step is never taken back twice and never from under money given back.
 */
export function undoOffer(status: TOrderStatus, events: readonly StepEvent[]): TOrderUndo | null {
  const back = STEP_BACK[status];
  const last = events.at(-1);
  const before = events.at(-2);
  if (!back || !last || !before || last.status !== status || before.status !== back) return null;
  const secondsLeft = Math.ceil(UNDO_WINDOW_MINUTES * 60 - last.ageSeconds);
  return secondsLeft > 0 ? { from: status, to: back, secondsLeft } : null;
}

// An event is stamped by the database as its transaction starts, so its age is read on the
// database's clock too: the shop's clock may run apart from it (the browser tests run the shop at
// a set time of day) and would stretch or shrink the window.
const age = sql<number>`extract(epoch from (now() - ${orderEvents.createdAt}))::float8`.mapWith(Number);

/** The timelines of `parts`, oldest first, in the order their events were written. */
export async function stepEvents(db: DbOrTx, partIds: readonly string[]) {
  if (partIds.length === 0) return new Map<string, StepEvent[]>();
  const rows = await db
    .select({ partId: orderEvents.partId, status: orderEvents.status, ageSeconds: age })
    .from(orderEvents)
    .where(inArray(orderEvents.partId, [...partIds]))
    .orderBy(asc(orderEvents.id));
  const byPart = new Map<string, StepEvent[]>();
  for (const { partId, ...event } of rows) byPart.set(partId, [...(byPart.get(partId) ?? []), event]);
  return byPart;
}

/** The undo each part offers now (null: none), by part id. */
export async function undoOffers(db: DbOrTx, parts: readonly { id: string; status: TOrderStatus }[]) {
  const events = await stepEvents(
    db,
    parts.map((p) => p.id),
  );
  return new Map(parts.map((p) => [p.id, undoOffer(p.status, events.get(p.id) ?? [])]));
}
