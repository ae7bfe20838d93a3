import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/catalog.ts';

/** How often the counted visits are written: one statement per interval, whatever the traffic. */
export const VIEW_FLUSH_MS = 30_000;

/**
 * A batch holds at most this many distinct products; beyond it new ids wait for the next batch
 * unrecorded, so a flood of made-up ids cannot grow the server's memory.
 */
const MAX_PRODUCTS_PER_BATCH = 10_000;

// Crawlers, link previews and scripted clients name themselves; a visit with no user agent at all
// is no shopper either. A beacon is sent by the page's script, which most crawlers never run, so
// this catches the few that do.
const BOT_AGENT =
  /bot|crawl|spider|slurp|archiver|facebookexternalhit|embedly|preview|headless|lighthouse|pagespeed|curl|wget|python|java\/|go-http|node-fetch|axios|okhttp|phantom|puppeteer|playwright/i;

export const isBotAgent = (userAgent: string | undefined) => !userAgent || BOT_AGENT.test(userAgent);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Product page visits, counted in memory and written in batches: a visit never costs a database
 * write of its own, and the busiest product is updated once per batch, not once per visitor.
 * Visits not yet written when the server stops uncleanly are lost, which a popularity figure can
 * afford.
 */
export class ViewCounter {
  private pending = new Map<string, number>();

  /** Counts one visit; answers whether it was counted (bots and malformed ids are not). */
  count(productId: string, userAgent: string | undefined): boolean {
    if (isBotAgent(userAgent) || !UUID.test(productId)) return false;
    const id = productId.toLowerCase();
    const seen = this.pending.get(id);
    if (seen === undefined && this.pending.size >= MAX_PRODUCTS_PER_BATCH) return false;
    this.pending.set(id, (seen ?? 0) + 1);
    return true;
  }

  /** Writes the batch in one statement; ids of products that do not exist match nothing. */
  async flush(db: Db): Promise<number> {
    if (this.pending.size === 0) return 0;
    const batch = this.pending;
    this.pending = new Map();
    const rows = sql.join(
      [...batch].map(([id, n]) => sql`(${id}::uuid, ${n}::int)`),
      sql`, `,
    );
    try {
      await db.execute(sql`
        update ${products} p set view_count = p.view_count + v.n
        from (values ${rows}) as v(id, n)
        where p.id = v.id`);
    } catch (e) {
      // Put the visits back so the next batch writes them.
      for (const [id, n] of batch) this.pending.set(id, (this.pending.get(id) ?? 0) + n);
      throw e;
    }
    return batch.size;
  }
}
