import {
  INFLUENCERS_PER_PAGE,
  type TReactionKind,
  type ZInfluencerBody,
  type ZInfluencerPicksBody,
} from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { influencerPicks, influencerReactions, influencers } from '../../db/schema/influencers.ts';
import * as clock from '../../lib/clock.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { users } from '../auth/tables.ts';
import { onSale } from '../catalog/index.ts';
import { categories, products } from '../catalog/tables.ts';
import { loadViews, myKinds, reactionCounts, toCards } from './reads.ts';

// The storefront side of influencers: the public list and page, applying, picks and reactions.

type Body = z.output<typeof ZInfluencerBody>;
type Picks = z.output<typeof ZInfluencerPicksBody>['picks'];

const gone = () => notFound(m.errors_not_found_that_influencer);

export async function listApproved(o: { db: DbOrTx; page: number }) {
  const approved = eq(influencers.status, 'approved');
  const [rows, [{ total }]] = await Promise.all([
    o.db
      .select({ influencer: influencers, name: users.name })
      .from(influencers)
      .innerJoin(users, eq(users.id, influencers.userId))
      .where(approved)
      .orderBy(desc(influencers.decidedAt), desc(influencers.id))
      .limit(INFLUENCERS_PER_PAGE)
      .offset((o.page - 1) * INFLUENCERS_PER_PAGE),
    o.db.select({ total: sql<number>`count(*)::int` }).from(influencers).where(approved),
  ]);
  const influencersOut = await toCards(
    o.db,
    rows.map((r) => ({ ...r.influencer, name: r.name })),
  );
  return { influencers: influencersOut, total: Number(total) };
}

/** The public page; the owner also sees their own profile before it is approved. */
export async function getPublic(o: { db: DbOrTx; id: string; reader: string | null }) {
  const [view] = await loadViews(o.db, eq(influencers.id, o.id), { reader: o.reader, onlyOnSale: true });
  if (!view || (view.status !== 'approved' && !view.isOwner)) throw gone();
  const { user: _u, createdAt: _c, adminNote: _a, categoryIds: _ids, updatedAt: _up, ...page } = view;
  return page;
}

export async function getMine(o: { db: DbOrTx; me: string }) {
  const [[view], options] = await Promise.all([
    loadViews(o.db, eq(influencers.userId, o.me), { reader: o.me, onlyOnSale: false }),
    o.db
      .select({ id: categories.id, name: categories.name })
      .from(categories)
      .where(eq(categories.isActive, true))
      .orderBy(categories.sortOrder, categories.name),
  ]);
  if (!view) return { profile: null, categories: options };
  const { user: _u, createdAt: _c, ...profile } = view;
  return { profile, categories: options };
}

const columnsOf = (b: Body) => ({
  handle: b.handle,
  bio: b.bio,
  instagramUrl: b.links.instagram,
  tiktokUrl: b.links.tiktok,
  youtubeUrl: b.links.youtube,
  facebookUrl: b.links.facebook,
  instagramFollowers: b.followers.instagram,
  tiktokFollowers: b.followers.tiktok,
  youtubeFollowers: b.followers.youtube,
  facebookFollowers: b.followers.facebook,
  categoryIds: [...new Set(b.categoryIds)],
});

/**
 * Applying: one profile a person. A pending application is edited in place; a rejected one is
 * re-opened as pending; an approved profile cannot be re-submitted (its owner would vanish from
 * the public list while waiting).
 */
export async function register(o: { db: Db; me: string; body: Body }): Promise<'created' | 'updated'> {
  return o.db.transaction(async (tx) => {
    const wanted = [...new Set(o.body.categoryIds)];
    const known = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(and(inArray(categories.id, wanted), eq(categories.isActive, true)));
    if (known.length !== wanted.length)
      throw new AppError('category', m.errors_community_choose_categories(), 400, {
        categoryIds: [m.errors_community_choose_categories()],
      });
    const [taken] = await tx
      .select({ userId: influencers.userId })
      .from(influencers)
      .where(eq(influencers.handle, o.body.handle));
    if (taken && taken.userId !== o.me)
      throw new AppError('handle_taken', m.errors_community_handle_taken(), 409, {
        handle: [m.errors_community_handle_taken()],
      });
    const [row] = await tx.select().from(influencers).where(eq(influencers.userId, o.me)).for('update');
    const now = clock.now();
    if (!row) {
      await tx
        .insert(influencers)
        .values({ ...columnsOf(o.body), userId: o.me, createdAt: now, updatedAt: now });
      return 'created';
    }
    if (row.status === 'approved')
      throw new AppError('approved', m.errors_community_already_influencer(), 409);
    await tx
      .update(influencers)
      .set({
        ...columnsOf(o.body),
        status: 'pending',
        updatedAt: now,
        ...(row.status === 'rejected' ? { adminNote: null, decidedAt: null } : {}),
      })
      .where(eq(influencers.id, row.id));
    return 'updated';
  });
}

/** Replaces an influencer's picks with the given products, in order; each must be on sale. */
export async function replacePicks(tx: DbOrTx, influencerId: string, picks: Picks) {
  const ids = picks.map((p) => p.productId);
  if (ids.length) {
    const found = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(inArray(products.id, ids), onSale));
    if (found.length !== ids.length)
      throw new AppError('product', m.errors_community_product_off_sale(), 400);
  }
  await tx.delete(influencerPicks).where(eq(influencerPicks.influencerId, influencerId));
  if (ids.length)
    await tx
      .insert(influencerPicks)
      .values(picks.map((p, position) => ({ influencerId, productId: p.productId, note: p.note, position })));
}

export async function saveMyPicks(o: { db: Db; me: string; picks: Picks }) {
  await o.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: influencers.id })
      .from(influencers)
      .where(eq(influencers.userId, o.me));
    if (!row) throw notFound(m.errors_not_found_your_influencer_profile);
    await replacePicks(tx, row.id, o.picks);
  });
}

/**
 * Adds or takes back one kind of reaction; both are no-ops when already so. Reactions tell how
 * readers like someone's picks, so an influencer cannot add one to their own profile (taking one
 * back stays possible).
 */
export async function react(o: {
  db: Db;
  me: string;
  influencerId: string;
  kind: TReactionKind;
  add: boolean;
}) {
  const [row] = await o.db
    .select({ status: influencers.status, userId: influencers.userId })
    .from(influencers)
    .where(eq(influencers.id, o.influencerId));
  if (row?.status !== 'approved') throw gone();
  if (o.add && row.userId === o.me)
    throw new AppError('own_profile', m.errors_community_react_own_profile(), 403);
  const r = influencerReactions;
  if (o.add)
    await o.db
      .insert(r)
      .values({ userId: o.me, influencerId: o.influencerId, kind: o.kind })
      .onConflictDoNothing();
  else
    await o.db
      .delete(r)
      .where(and(eq(r.userId, o.me), eq(r.influencerId, o.influencerId), eq(r.kind, o.kind)));
  const [counts, mine] = await Promise.all([
    reactionCounts(o.db, [o.influencerId]),
    myKinds(o.db, o.influencerId, o.me),
  ]);
  return {
    influencerId: o.influencerId,
    reactions: counts.get(o.influencerId) ?? { like: 0, love: 0, wow: 0 },
    mine,
  };
}
