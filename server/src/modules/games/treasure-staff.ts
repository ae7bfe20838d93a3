import {
  gameStateOf,
  type TStaffTreasureHunt,
  type TStaffTreasureHuntSummary,
  type ZStaffTreasureHuntBody,
} from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { treasureHunts, treasureSpots, treasures } from '../../db/schema/games.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { recordChange } from '../audit/index.ts';
import { users } from '../auth/tables.ts';
import { campaigns } from '../campaigns/tables.ts';
import { products } from '../catalog/tables.ts';
import { prizes } from '../prizes/tables.ts';

// The admins' treasure hunts: which campaign, which products to dig under, which prize hides
// under which product, and who found what. A treasure already found stays as it was found.

type Body = z.output<typeof ZStaffTreasureHuntBody>;

async function summaries(db: DbOrTx, now: Date, id?: number): Promise<TStaffTreasureHuntSummary[]> {
  const rows = await db
    .select({
      h: treasureHunts,
      campaign: { id: campaigns.id, slug: campaigns.slug, name: campaigns.name },
      treasures: sql<number>`(select count(*)::int from treasures t where t.hunt_id = ${treasureHunts.id})`,
      found: sql<number>`(select count(*)::int from treasures t where t.hunt_id = ${treasureHunts.id} and t.found_by is not null)`,
      digs: sql<number>`(select count(*)::int from treasure_digs d where d.hunt_id = ${treasureHunts.id})`,
    })
    .from(treasureHunts)
    .innerJoin(campaigns, eq(campaigns.id, treasureHunts.campaignId))
    .where(id === undefined ? undefined : eq(treasureHunts.id, id))
    .orderBy(desc(treasureHunts.startsAt), desc(treasureHunts.id));
  return rows.map((r) => ({
    id: r.h.id,
    title: r.h.title,
    campaign: r.campaign,
    startsAt: r.h.startsAt.toISOString(),
    endsAt: r.h.endsAt.toISOString(),
    isPublished: r.h.isPublished,
    state: gameStateOf(r.h.startsAt, r.h.endsAt, now),
    treasures: Number(r.treasures),
    found: Number(r.found),
    digs: Number(r.digs),
  }));
}

export async function listStaffHunts(db: DbOrTx, now: Date) {
  const [hunts, campaignRows] = await Promise.all([
    summaries(db, now),
    db
      .select({ id: campaigns.id, slug: campaigns.slug, name: campaigns.name })
      .from(campaigns)
      .orderBy(desc(campaigns.startsAt)),
  ]);
  return { hunts, campaigns: campaignRows };
}

export async function staffHunt(db: DbOrTx, id: number, now: Date): Promise<TStaffTreasureHunt> {
  const [[s], [h], spots, buried] = await Promise.all([
    summaries(db, now, id),
    db.select().from(treasureHunts).where(eq(treasureHunts.id, id)),
    db
      .select({ id: products.id, name: products.name, slug: products.slug })
      .from(treasureSpots)
      .innerJoin(products, eq(products.id, treasureSpots.productId))
      .where(eq(treasureSpots.huntId, id))
      .orderBy(asc(treasureSpots.position)),
    db
      .select({
        t: treasures,
        productName: products.name,
        prizeTitle: prizes.title,
        finderName: users.name,
        finderEmail: users.email,
      })
      .from(treasures)
      .innerJoin(products, eq(products.id, treasures.productId))
      .innerJoin(prizes, eq(prizes.id, treasures.prizeId))
      .leftJoin(users, eq(users.id, treasures.foundBy))
      .where(eq(treasures.huntId, id))
      .orderBy(asc(treasures.id)),
  ]);
  if (!s || !h) throw notFound(m.errors_not_found_that_treasure_hunt);
  return {
    ...s,
    description: h.description,
    digsPerUser: h.digsPerUser,
    spots,
    buried: buried.map((b) => ({
      id: b.t.id,
      productId: b.t.productId,
      productName: b.productName,
      prizeId: b.t.prizeId,
      prizeTitle: b.prizeTitle,
      finder: b.finderName && b.finderEmail ? { name: b.finderName, email: b.finderEmail } : null,
      foundAt: b.t.foundAt?.toISOString() ?? null,
    })),
  };
}

async function checkRefs(db: DbOrTx, b: Body) {
  const [campaign] = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(eq(campaigns.id, b.campaignId));
  if (!campaign)
    throw new AppError('not_found', m.errors_fun_campaign_missing(), 404, {
      campaignId: ['Choose a campaign'],
    });
  const found = await db.select({ id: products.id }).from(products).where(inArray(products.id, b.spotIds));
  if (found.length !== b.spotIds.length)
    throw new AppError('not_found', m.errors_fun_dig_product_gone(), 404, {
      spotIds: ['Choose products from the list'],
    });
  const prizeIds = [...new Set(b.treasures.map((t) => t.prizeId))];
  const active = await db
    .select({ id: prizes.id })
    .from(prizes)
    .where(and(inArray(prizes.id, prizeIds), eq(prizes.isActive, true)));
  if (active.length !== prizeIds.length)
    throw new AppError('not_found', m.errors_fun_treasure_prize_gone(), 404, {
      treasures: ['Choose prizes from the list'],
    });
}

const huntColumns = (b: Body) => ({
  campaignId: b.campaignId,
  title: b.title,
  description: b.description,
  startsAt: new Date(b.startsAt),
  endsAt: new Date(b.endsAt),
  isPublished: b.isPublished,
  digsPerUser: b.digsPerUser,
});

/** Spots are replaced; treasures not yet found are re-buried as given, found ones stay. */
async function saveContents(tx: DbOrTx, huntId: number, b: Body) {
  await tx.delete(treasureSpots).where(eq(treasureSpots.huntId, huntId));
  await tx
    .insert(treasureSpots)
    .values(b.spotIds.map((productId, position) => ({ huntId, productId, position })));
  await tx.delete(treasures).where(and(eq(treasures.huntId, huntId), isNull(treasures.foundBy)));
  await tx
    .insert(treasures)
    .values(b.treasures.map((t) => ({ huntId, productId: t.productId, prizeId: t.prizeId })))
    .onConflictDoNothing();
}

export async function createHunt(o: { db: Db; body: Body; now: Date }) {
  const id = await o.db.transaction(async (tx) => {
    await checkRefs(tx, o.body);
    const [row] = await tx
      .insert(treasureHunts)
      .values(huntColumns(o.body))
      .returning({ id: treasureHunts.id });
    await saveContents(tx, row.id, o.body);
    await recordChange(tx, { entity: 'treasure hunt', entityId: row.id, before: null, after: o.body });
    return row.id;
  });
  return staffHunt(o.db, id, o.now);
}

export async function updateHunt(o: { db: Db; id: number; body: Body; now: Date }) {
  await o.db.transaction(async (tx) => {
    const [before] = await tx.select().from(treasureHunts).where(eq(treasureHunts.id, o.id)).for('update');
    if (!before) throw notFound(m.errors_not_found_that_treasure_hunt);
    await checkRefs(tx, o.body);
    const [oldSpots, oldTreasures] = await Promise.all([
      tx.select().from(treasureSpots).where(eq(treasureSpots.huntId, o.id)),
      tx.select().from(treasures).where(eq(treasures.huntId, o.id)),
    ]);
    await tx
      .update(treasureHunts)
      .set({ ...huntColumns(o.body), updatedAt: o.now })
      .where(eq(treasureHunts.id, o.id));
    await saveContents(tx, o.id, o.body);
    await recordChange(tx, {
      entity: 'treasure hunt',
      entityId: o.id,
      before: { ...before, spots: oldSpots, treasures: oldTreasures },
      after: o.body,
    });
  });
  return staffHunt(o.db, o.id, o.now);
}
