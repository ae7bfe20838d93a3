import {
  PROFILE_ITEMS_MAX,
  PROFILE_SECTIONS,
  type TProfileSection,
  type TPublicProfile,
} from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { and, count, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { users } from '../auth/tables.ts';
import { onSale } from '../catalog/index.ts';
import { products } from '../catalog/tables.ts';
import { productAnswers, productQuestions, productReviews } from '../community/tables.ts';
import { userConnections } from '../connections/tables.ts';
import { listFollows } from '../follows/index.ts';
import { mediaUrl } from '../media/index.ts';

/** Every section shown unless its owner turned it off. */
export const shownOf = (visibility: Partial<Record<string, boolean>>) =>
  Object.fromEntries(PROFILE_SECTIONS.map((s) => [s, visibility[s] !== false])) as Record<
    TProfileSection,
    boolean
  >;

/**
 * The public profile of `handle` (a username, "@" allowed). Reviews and answers show only where
 * a shopper could read them anyway: not hidden by a moderator, on a product still on sale.
 */
export async function publicProfile(db: DbOrTx, handle: string): Promise<TPublicProfile> {
  const username = handle.replace(/^@/, '').toLowerCase();
  const [user] = await db
    .select({
      id: users.id,
      username: users.username,
      name: users.name,
      avatarPath: users.avatarPath,
      bio: users.bio,
      city: users.city,
      visibility: users.profileVisibility,
      createdAt: users.createdAt,
    })
    .from(users)
    // A suspended account has no public profile, as if there were none.
    .where(and(sql`lower(${users.username}) = ${username}`, isNull(users.suspendedAt)))
    .limit(1);
  if (!user) throw notFound(m.errors_not_found_that_person);
  const shown = shownOf(user.visibility);
  const product = { name: products.name, slug: products.slug };
  const [reviews, answers, connections, follows] = await Promise.all([
    shown.reviews
      ? db
          .select({
            id: productReviews.id,
            rating: productReviews.rating,
            title: productReviews.title,
            body: productReviews.body,
            product,
            createdAt: productReviews.createdAt,
          })
          .from(productReviews)
          .innerJoin(products, eq(products.id, productReviews.productId))
          .where(and(eq(productReviews.userId, user.id), isNull(productReviews.hiddenAt), onSale))
          .orderBy(desc(productReviews.createdAt))
          .limit(PROFILE_ITEMS_MAX)
      : null,
    shown.answers
      ? db
          .select({
            id: productAnswers.id,
            question: productQuestions.body,
            body: productAnswers.body,
            product,
            createdAt: productAnswers.createdAt,
          })
          .from(productAnswers)
          .innerJoin(productQuestions, eq(productQuestions.id, productAnswers.questionId))
          .innerJoin(products, eq(products.id, productQuestions.productId))
          .where(
            and(
              eq(productAnswers.userId, user.id),
              isNull(productAnswers.hiddenAt),
              isNull(productQuestions.hiddenAt),
              onSale,
            ),
          )
          .orderBy(desc(productAnswers.createdAt))
          .limit(PROFILE_ITEMS_MAX)
      : null,
    shown.connections
      ? db
          .select({ n: count() })
          .from(userConnections)
          .where(
            and(
              eq(userConnections.status, 'accepted'),
              or(eq(userConnections.requesterId, user.id), eq(userConnections.addresseeId, user.id)),
            ),
          )
      : null,
    shown.follows ? listFollows({ db, userId: user.id }) : null,
  ]);
  return {
    id: user.id,
    username: user.username,
    name: user.name,
    avatar: user.avatarPath ? mediaUrl(user.avatarPath) : null,
    joinedAt: user.createdAt.toISOString(),
    bio: shown.bio ? user.bio : null,
    city: shown.city ? user.city : null,
    reviews: reviews?.map((r) => ({ ...r, id: String(r.id), createdAt: r.createdAt.toISOString() })) ?? null,
    answers: answers?.map((a) => ({ ...a, id: String(a.id), createdAt: a.createdAt.toISOString() })) ?? null,
    follows: follows?.map(({ slug, name, logo }) => ({ slug, name, logo })) ?? null,
    connectionCount: connections ? connections[0].n : null,
    shown,
  };
}
