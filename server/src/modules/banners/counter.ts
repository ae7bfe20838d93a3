import { todayInKathmandu } from '@upahar/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bannerStats } from '../../db/schema/banners.ts';
import { knownBanners } from './registry.ts';

/** How often counted clicks and views are written: one statement per interval, whatever the traffic. */
export const BANNER_FLUSH_MS = 5_000;

// The list of known banners is read again at each flush, so a new slide counts within seconds.
// Beyond this many distinct banner-days a batch takes no new ones until it is written: memory
// stays bounded whatever arrives.
const MAX_KEYS_PER_BATCH = 2_000;

type Tally = { clicks: number; views: number };

/**
 * Banner clicks and views, counted in memory and added to the day's rows in batches: a click
 * never waits for the database, and a banner seen by thousands is one upsert per batch. Only keys
 * of banners the shop has are counted; counts not yet written when the server dies are lost,
 * which a marketing figure can afford.
 */
export class BannerCounter {
  private pending = new Map<string, Tally>();
  private known: Set<string> | null = null;

  constructor(private readonly now: () => Date) {}

  /** Refreshes the known banners; until the first refresh nothing is counted. */
  async refresh(db: Db) {
    this.known = new Set((await knownBanners(db)).keys());
  }

  /** Counts clicks or views of banners; answers how many were counted (unknown keys are not). */
  count(keys: readonly string[], what: keyof Tally): number {
    const known = this.known;
    if (!known) return 0;
    const day = todayInKathmandu(this.now());
    let counted = 0;
    for (const key of new Set(keys)) {
      if (!known.has(key)) continue;
      const id = `${day}|${key}`;
      let tally = this.pending.get(id);
      if (!tally) {
        if (this.pending.size >= MAX_KEYS_PER_BATCH) continue;
        tally = { clicks: 0, views: 0 };
        this.pending.set(id, tally);
      }
      tally[what] += 1;
      counted += 1;
    }
    return counted;
  }

  /** Adds the batch to the daily rows in one statement; answers how many rows it touched. */
  async flush(db: Db): Promise<number> {
    const batch = this.pending;
    this.pending = new Map();
    try {
      if (batch.size > 0) {
        const rows = [...batch].map(([id, t]) => {
          const [day, key] = [id.slice(0, 10), id.slice(11)];
          return { bannerKey: key, day, clicks: t.clicks, views: t.views };
        });
        await db
          .insert(bannerStats)
          .values(rows)
          .onConflictDoUpdate({
            target: [bannerStats.bannerKey, bannerStats.day],
            set: {
              clicks: sql`${bannerStats.clicks} + excluded.clicks`,
              views: sql`${bannerStats.views} + excluded.views`,
            },
          });
      }
    } catch (e) {
      // Put the counts back so the next batch writes them.
      for (const [id, t] of batch) {
        const now = this.pending.get(id) ?? { clicks: 0, views: 0 };
        this.pending.set(id, { clicks: now.clicks + t.clicks, views: now.views + t.views });
      }
      throw e;
    }
    await this.refresh(db);
    return batch.size;
  }
}
