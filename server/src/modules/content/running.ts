import type { TMenuData } from '@upahar/contract';
import { and, desc, eq, gt, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import * as clock from '../../lib/clock.ts';
import { campaigns } from '../campaigns/tables.ts';
import { treasureHunts } from '../games/tables.ts';

// What runs now, for the header: the campaign's icon and the treasure hunt in the Fun menu.

/**
 * The header's campaign: the published campaign running now that started last. Its end goes with
 * it, so a header kept by the browser stops showing the icon once the campaign is over.
 */
export async function runningCampaign(db: DbOrTx): Promise<TMenuData['campaign']> {
  const now = clock.now();
  const [c] = await db
    .select({
      slug: campaigns.slug,
      name: campaigns.name,
      icon: campaigns.iconPath,
      endsAt: campaigns.endsAt,
    })
    .from(campaigns)
    .where(and(eq(campaigns.isPublished, true), lte(campaigns.startsAt, now), gt(campaigns.endsAt, now)))
    .orderBy(desc(campaigns.startsAt), desc(campaigns.id))
    .limit(1);
  return c?.icon ? { slug: c.slug, name: c.name, icon: c.icon, endsAt: c.endsAt.toISOString() } : null;
}

/**
 * The treasure hunt for the Fun menu: a published hunt running now in a published campaign that
 * runs too (its page shows the hunt only then), the one that started last.
 */
export async function runningTreasureHunt(db: DbOrTx): Promise<TMenuData['treasureHunt']> {
  const now = clock.now();
  const [h] = await db
    .select({ campaign: campaigns.slug, huntEnds: treasureHunts.endsAt, campaignEnds: campaigns.endsAt })
    .from(treasureHunts)
    .innerJoin(campaigns, eq(campaigns.id, treasureHunts.campaignId))
    .where(
      and(
        eq(treasureHunts.isPublished, true),
        lte(treasureHunts.startsAt, now),
        gt(treasureHunts.endsAt, now),
        eq(campaigns.isPublished, true),
        lte(campaigns.startsAt, now),
        gt(campaigns.endsAt, now),
      ),
    )
    .orderBy(desc(treasureHunts.startsAt), desc(treasureHunts.id))
    .limit(1);
  if (!h) return null;
  const ends = Math.min(h.huntEnds.getTime(), h.campaignEnds.getTime());
  return { campaign: h.campaign, endsAt: new Date(ends).toISOString() };
}
