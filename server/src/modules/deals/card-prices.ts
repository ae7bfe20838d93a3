import type { TProductCard } from '@upahar/contract';
import { and, eq, gt } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { now as clockNow } from '../../lib/clock.ts';
import { createMemoCache } from '../../lib/memo-cache.ts';
import { campaigns, flashSales } from '../campaigns/tables.ts';
import { dealsFor } from './pricing.ts';

// Every list of product cards (listings, home shelves, search, the wishlist...) shows what the
// product costs now, so a card agrees with the product page and the cart while a campaign runs.
// Most of the year nothing runs: the times campaigns and flash sales run are kept in memory, and
// a list costs no extra query unless one of them covers the moment asked about.

const windows = createMemoCache({ name: 'card-price-windows' });
// Bounds how long another process sharing the database may miss a campaign just published;
// this process forgets at once (dealsChanged).
const WINDOWS_TTL_MS = 60_000;

type Window = { startsAt: number; endsAt: number };

async function readWindows(db: DbOrTx, at: Date): Promise<Window[]> {
  const rows = await unionAll(
    db
      .select({ startsAt: campaigns.startsAt, endsAt: campaigns.endsAt })
      .from(campaigns)
      .where(and(eq(campaigns.isPublished, true), gt(campaigns.endsAt, at))),
    db
      .select({ startsAt: flashSales.startsAt, endsAt: flashSales.endsAt })
      .from(flashSales)
      .innerJoin(campaigns, eq(campaigns.id, flashSales.campaignId))
      .where(and(eq(campaigns.isPublished, true), gt(flashSales.endsAt, at))),
  );
  return rows.map((r) => ({
    startsAt: new Date(r.startsAt).getTime(),
    endsAt: new Date(r.endsAt).getTime(),
  }));
}

/** A campaign or a flash sale was made, changed or removed: the next list reads the times again. */
export function dealsChanged() {
  windows.invalidate();
}

/** Whether any campaign or flash sale runs at `at`: no query most of the year. */
export async function dealsRunAt(db: DbOrTx, at: Date = clockNow()) {
  const known = await windows.get(db, 'windows', WINDOWS_TTL_MS, () => readWindows(db, at));
  const t = at.getTime();
  return known.some((w) => w.startsAt <= t && t < w.endsAt);
}

/**
 * The same cards priced by the deals running at `at` (default now): a card on a deal shows the
 * deal's price, with the usual price struck. One query for all of them, none when nothing runs.
 */
export async function priceCards<T extends TProductCard>(
  db: DbOrTx,
  cards: readonly T[],
  at: Date = clockNow(),
): Promise<T[]> {
  if (cards.length === 0) return [...cards];
  if (!(await dealsRunAt(db, at))) return [...cards];
  const deals = await dealsFor({
    db,
    items: cards.map((c) => ({ productId: c.id, listPrice: c.price })),
    now: at,
  });
  return cards.map((card, i) => {
    const deal = deals[i];
    if (!deal) return card;
    return { ...card, price: deal.price, originalPrice: card.originalPrice ?? deal.listPrice };
  });
}

/** priceCards for several lists at once (a page's shelves): still one query in all. */
export async function priceCardLists<T extends TProductCard>(
  db: DbOrTx,
  lists: readonly (readonly T[])[],
  at: Date = clockNow(),
): Promise<T[][]> {
  const priced = await priceCards(db, lists.flat(), at);
  let from = 0;
  return lists.map((list) => {
    const part = priced.slice(from, from + list.length);
    from += list.length;
    return part;
  });
}
