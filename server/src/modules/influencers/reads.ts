import {
  REACTION_KINDS,
  type TInfluencerCard,
  type TInfluencerPick,
  type TReactionCounts,
  type TReactionKind,
  type TStaffInfluencer,
} from '@upahar/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { influencerPicks, influencerReactions, influencers } from '../../db/schema/influencers.ts';
import { users } from '../auth/tables.ts';
import { cardColumns, onSale, toCard } from '../catalog/index.ts';
import { categories, products, stores } from '../catalog/tables.ts';
import { priceCards } from '../deals/index.ts';

// Reading influencer profiles: the public card and page, the owner's own view and the admins'.
// Every list is read in a fixed number of queries whatever its length.

export type InfluencerRow = typeof influencers.$inferSelect;
type Person = { id: string; name: string; email: string };

const emptyCounts = (): TReactionCounts => ({ like: 0, love: 0, wow: 0 });

export async function reactionCounts(db: DbOrTx, ids: string[]) {
  const out = new Map<string, TReactionCounts>(ids.map((id) => [id, emptyCounts()]));
  if (!ids.length) return out;
  const rows = await db
    .select({
      id: influencerReactions.influencerId,
      kind: influencerReactions.kind,
      n: sql<number>`count(*)::int`,
    })
    .from(influencerReactions)
    .where(inArray(influencerReactions.influencerId, ids))
    .groupBy(influencerReactions.influencerId, influencerReactions.kind);
  for (const r of rows) {
    const c = out.get(r.id);
    if (c) c[r.kind] = Number(r.n);
  }
  return out;
}

export async function myKinds(db: DbOrTx, influencerId: string, userId: string | null) {
  if (!userId) return [] as TReactionKind[];
  const rows = await db
    .select({ kind: influencerReactions.kind })
    .from(influencerReactions)
    .where(and(eq(influencerReactions.influencerId, influencerId), eq(influencerReactions.userId, userId)));
  const given = new Set(rows.map((r) => r.kind));
  return REACTION_KINDS.filter((k) => given.has(k));
}

/** Picks in their order; products no longer on sale are left out of what the public sees. */
async function picksOf(db: DbOrTx, ids: string[], onlyOnSale: boolean) {
  const out = new Map<string, TInfluencerPick[]>(ids.map((id) => [id, []]));
  if (!ids.length) return out;
  const rows = await db
    .select({
      ...cardColumns,
      pickId: influencerPicks.id,
      note: influencerPicks.note,
      owner: influencerPicks.influencerId,
    })
    .from(influencerPicks)
    .innerJoin(products, eq(products.id, influencerPicks.productId))
    .leftJoin(stores, eq(stores.id, products.storeId))
    .where(and(inArray(influencerPicks.influencerId, ids), onlyOnSale ? onSale : undefined))
    .orderBy(asc(influencerPicks.position), asc(influencerPicks.id));
  const cards = await priceCards(db, rows.map(toCard));
  for (const [i, r] of rows.entries()) {
    out.get(r.owner)?.push({ id: r.pickId, note: r.note, product: cards[i] });
  }
  return out;
}

async function categoryNames(db: DbOrTx, rows: InfluencerRow[]) {
  const ids = [...new Set(rows.flatMap((r) => r.categoryIds))];
  if (!ids.length) return new Map<number, string>();
  const found = await db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(inArray(categories.id, ids));
  return new Map(found.map((c) => [c.id, c.name]));
}

const linksOf = (r: InfluencerRow) => ({
  instagram: r.instagramUrl,
  tiktok: r.tiktokUrl,
  youtube: r.youtubeUrl,
  facebook: r.facebookUrl,
});
const followersOf = (r: InfluencerRow) => ({
  instagram: r.instagramFollowers,
  tiktok: r.tiktokFollowers,
  youtube: r.youtubeFollowers,
  facebook: r.facebookFollowers,
});

/** Public cards for the rows, in their order. */
export async function toCards(
  db: DbOrTx,
  rows: (InfluencerRow & { name: string })[],
): Promise<TInfluencerCard[]> {
  const ids = rows.map((r) => r.id);
  const [counts, names, picks] = await Promise.all([
    reactionCounts(db, ids),
    categoryNames(db, rows),
    picksOf(db, ids, true),
  ]);
  return rows.map((r) => ({
    id: r.id,
    handle: r.handle,
    name: r.name,
    bio: r.bio,
    categories: r.categoryIds.flatMap((id) => (names.has(id) ? [{ id, name: names.get(id) as string }] : [])),
    links: linksOf(r),
    followers: followersOf(r),
    reactions: counts.get(r.id) ?? emptyCounts(),
    picksCount: picks.get(r.id)?.length ?? 0,
  }));
}

/** The full view of rows with their people: public page fields plus what owner and admins read. */
export async function toStaffViews(
  db: DbOrTx,
  rows: { influencer: InfluencerRow; user: Person }[],
  o: { reader: string | null; onlyOnSale: boolean },
): Promise<TStaffInfluencer[]> {
  const withName = rows.map((r) => ({ ...r.influencer, name: r.user.name }));
  const [cards, picks] = await Promise.all([
    toCards(db, withName),
    picksOf(
      db,
      rows.map((r) => r.influencer.id),
      o.onlyOnSale,
    ),
  ]);
  return Promise.all(
    rows.map(async ({ influencer: r, user }, i) => ({
      ...cards[i],
      status: r.status,
      picks: picks.get(r.id) ?? [],
      mine: await myKinds(db, r.id, o.reader),
      isOwner: o.reader === r.userId,
      adminNote: r.adminNote,
      categoryIds: r.categoryIds,
      updatedAt: r.updatedAt.toISOString(),
      createdAt: r.createdAt.toISOString(),
      user,
    })),
  );
}

export const personColumns = { id: users.id, name: users.name, email: users.email };

export async function loadViews(
  db: DbOrTx,
  where: ReturnType<typeof eq>,
  o: { reader: string | null; onlyOnSale: boolean },
) {
  const rows = await db
    .select({ influencer: influencers, user: personColumns })
    .from(influencers)
    .innerJoin(users, eq(users.id, influencers.userId))
    .where(where);
  return toStaffViews(db, rows, o);
}
