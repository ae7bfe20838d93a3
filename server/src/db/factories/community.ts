import { normaliseText } from '@upahar/contract';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import {
  commentMentions,
  productAnswers,
  productComments,
  productQuestions,
  productReviews,
  products,
} from '../schema/index.ts';

type Insert<T extends { $inferInsert: unknown }> = Partial<T['$inferInsert']>;
type Owned = { productId: string; userId: string };

/** A review; call syncProductRating afterwards when the product's totals matter. */
export async function createReview(db: DbOrTx, input: Owned & Insert<typeof productReviews>) {
  const [row] = await db
    .insert(productReviews)
    .values({
      rating: 5,
      ...input,
      updatedAt: input.updatedAt ?? input.createdAt,
      body: normaliseText(input.body ?? 'Fresh, soft and delivered on time. The whole family loved it.'),
    })
    .returning();
  return row;
}

/**
 * Links each review to the writer's latest delivered order of the product, so the "Verified
 * purchase" badge shows exactly where a delivery backs it (the 0005 migration does the same).
 */
export async function linkReviewsToDeliveredOrders(db: DbOrTx) {
  await db.execute(sql`
    update product_reviews r set order_id = (
      select o.id from orders o join order_items i on i.order_id = o.id
      where o.user_id = r.user_id and i.product_id = r.product_id and o.status = 'delivered'
      order by o.placed_at desc limit 1
    )`);
}

/** Brings products.rating_avg/rating_count in line with the reviews (one statement). */
export async function syncProductRating(db: DbOrTx, productId?: string) {
  await db
    .update(products)
    .set({
      ratingAvg: sql`coalesce((select round(avg(r.rating)::numeric, 1)::float8 from product_reviews r where r.product_id = ${products.id}), 0)`,
      ratingCount: sql`(select count(*)::int from product_reviews r where r.product_id = ${products.id})`,
    })
    .where(productId ? eq(products.id, productId) : undefined);
}

export async function createQuestion(db: DbOrTx, input: Owned & Insert<typeof productQuestions>) {
  const [row] = await db
    .insert(productQuestions)
    .values({ body: 'Can you write a message in Nepali on the cake?', ...input })
    .returning();
  return row;
}

export async function createAnswer(
  db: DbOrTx,
  input: { questionId: string; userId: string } & Insert<typeof productAnswers>,
) {
  const [row] = await db
    .insert(productAnswers)
    .values({ body: 'Yes, just add the message at checkout.', ...input })
    .returning();
  return row;
}

/** A comment (or a reply with parentId); mentionUserIds fill comment_mentions directly. */
export async function createComment(
  db: DbOrTx,
  input: Owned & Insert<typeof productComments> & { mentionUserIds?: string[] },
) {
  const { mentionUserIds = [], ...values } = input;
  const [row] = await db
    .insert(productComments)
    .values({ body: 'Looks delicious!', ...values })
    .returning();
  if (mentionUserIds.length)
    await db.insert(commentMentions).values(mentionUserIds.map((userId) => ({ commentId: row.id, userId })));
  return row;
}
