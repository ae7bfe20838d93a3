import { gameStateOf, type TProductCard, type TTreasureHunt } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { and, asc, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  treasureDigCounts,
  treasureDigs,
  treasureHunts,
  treasureSpots,
  treasures,
} from '../../db/schema/games.ts';
import { notFound } from '../../lib/errors.ts';
import { users } from '../auth/tables.ts';
import { campaigns } from '../campaigns/tables.ts';
import { cardColumns, toCard } from '../catalog/index.ts';
import { products, stores } from '../catalog/tables.ts';
import { priceCards } from '../deals/index.ts';
import { prizes } from '../prizes/tables.ts';

// What anyone may see of a hunt: its spots, the treasures already found (with the product they
// were under and the finder's first name) and how many are still buried, never where.

/** A published hunt of a published campaign: by the campaign's slug (its newest hunt) or by number. */
export async function findHunt(db: DbOrTx, by: { campaign?: string; huntId?: number }) {
  const [row] = await db
    .select({ hunt: treasureHunts, campaign: { slug: campaigns.slug, name: campaigns.name } })
    .from(treasureHunts)
    .innerJoin(campaigns, eq(campaigns.id, treasureHunts.campaignId))
    .where(
      and(
        eq(treasureHunts.isPublished, true),
        eq(campaigns.isPublished, true),
        by.huntId ? eq(treasureHunts.id, by.huntId) : eq(campaigns.slug, by.campaign ?? ''),
      ),
    )
    .orderBy(desc(treasureHunts.startsAt), desc(treasureHunts.id))
    .limit(1);
  if (!row) throw notFound(m.errors_not_found_a_treasure_hunt);
  return row;
}

export async function spotCards(db: DbOrTx, huntId: number, only?: string): Promise<TProductCard[]> {
  const rows = await db
    .select(cardColumns)
    .from(treasureSpots)
    .innerJoin(products, eq(products.id, treasureSpots.productId))
    .leftJoin(stores, eq(stores.id, products.storeId))
    .where(and(eq(treasureSpots.huntId, huntId), only ? eq(treasureSpots.productId, only) : undefined))
    .orderBy(asc(treasureSpots.position));
  return priceCards(db, rows.map(toCard));
}

export async function remainingOf(db: DbOrTx, huntId: number) {
  const [r] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(treasures)
    .where(and(eq(treasures.huntId, huntId), isNull(treasures.foundBy)));
  return Number(r.n);
}

const firstName = (name: string) => name.trim().split(/\s+/)[0] || 'Someone';

export async function publicHunt(o: {
  db: DbOrTx;
  by: { campaign?: string; huntId?: number };
  userId: string | null;
  now: Date;
}): Promise<TTreasureHunt> {
  const { hunt: h, campaign } = await findHunt(o.db, o.by);
  const [spots, found, remaining, used, dug] = await Promise.all([
    spotCards(o.db, h.id),
    o.db
      .select({
        productId: treasures.productId,
        productName: products.name,
        prizeTitle: prizes.title,
        finder: users.name,
        foundAt: treasures.foundAt,
      })
      .from(treasures)
      .innerJoin(products, eq(products.id, treasures.productId))
      .innerJoin(prizes, eq(prizes.id, treasures.prizeId))
      .leftJoin(users, eq(users.id, treasures.foundBy))
      .where(and(eq(treasures.huntId, h.id), isNotNull(treasures.foundAt)))
      .orderBy(desc(treasures.foundAt)),
    remainingOf(o.db, h.id),
    o.userId
      ? o.db
          .select({ digs: treasureDigCounts.digs })
          .from(treasureDigCounts)
          .where(and(eq(treasureDigCounts.huntId, h.id), eq(treasureDigCounts.userId, o.userId)))
      : Promise.resolve([]),
    o.userId
      ? o.db
          .select({ productId: treasureDigs.productId })
          .from(treasureDigs)
          .where(and(eq(treasureDigs.huntId, h.id), eq(treasureDigs.userId, o.userId)))
      : Promise.resolve([]),
  ]);
  return {
    id: h.id,
    title: h.title,
    description: h.description,
    campaign,
    startsAt: h.startsAt.toISOString(),
    endsAt: h.endsAt.toISOString(),
    state: gameStateOf(h.startsAt, h.endsAt, o.now),
    digsPerUser: h.digsPerUser,
    spots,
    found: found.map((f) => ({
      productId: f.productId,
      productName: f.productName,
      prizeTitle: f.prizeTitle,
      finder: firstName(f.finder ?? ''),
      foundAt: (f.foundAt as Date).toISOString(),
    })),
    remaining,
    digsLeft: o.userId ? Math.max(0, h.digsPerUser - (used[0]?.digs ?? 0)) : null,
    dug: dug.map((d) => d.productId),
  };
}
