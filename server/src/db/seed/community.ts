import { eq, inArray } from 'drizzle-orm';
import * as clock from '../../lib/clock.ts';
import type { DbOrTx } from '../client.ts';
import {
  createAnswer,
  createComment,
  createQuestion,
  createReview,
  syncProductRating,
} from '../factories/community.ts';
import { createUser } from '../factories/users.ts';
import { products, stores, users } from '../schema/index.ts';
import {
  CAKE_QUESTIONS,
  CAKE_REVIEWS,
  COMMENT_THREADS,
  GIFT_QUESTIONS,
  GIFT_REVIEWS,
  REVIEWERS,
} from './demo-data/community-texts.ts';
import { CAKE_PRODUCTS } from './demo-data/products-cakes.ts';
import { OTHER_PRODUCTS } from './demo-data/products-gifts.ts';
import { DEMO_PASSWORD } from './demo-users.ts';
import { rng } from './images/svg.ts';

const DAY = 86_400_000;
/** How many demo products get reviews; questions and comments go to the first few of them. */
const REVIEWED = { cakes: 20, gifts: 14 };

type Person = { id: string; username: string };

/**
 * Reviews, questions with answers and comment threads for about thirty demo products, from
 * eight demo reviewers and the demo customer. Product rating totals are then
 * recomputed from the reviews, so every number on a card matches its product page.
 */
export async function seedCommunity(db: DbOrTx) {
  const people: Person[] = [];
  for (const r of REVIEWERS) {
    const u = await createUser(db, {
      ...r,
      password: DEMO_PASSWORD,
      phone: '9801234567',
    });
    people.push({ id: u.id, username: u.username });
  }
  // The demo customer joins in when the demo users exist (the seed test runs without them).
  const customer = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(eq(users.email, 'customer@upahar.demo'));
  people.push(...customer);

  const rows = await db
    .select({ id: products.id, slug: products.slug, type: products.type, ownerUserId: stores.ownerUserId })
    .from(products)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(inArray(products.type, ['cake', 'product']));
  // The demo catalogue lists its best-known products first; they get the liveliest pages.
  const order = new Map([...CAKE_PRODUCTS, ...OTHER_PRODUCTS].map((p, i) => [p.slug, i]));
  rows.sort((a, b) => (order.get(a.slug) ?? 1e9) - (order.get(b.slug) ?? 1e9));
  const cakes = rows.filter((p) => p.type === 'cake').slice(0, REVIEWED.cakes);
  const gifts = rows.filter((p) => p.type === 'product').slice(0, REVIEWED.gifts);
  const now = clock.now().getTime();
  let reviews = 0;
  let questions = 0;
  let comments = 0;

  for (const [index, p] of [...cakes, ...gifts].entries()) {
    const r = rng(`community-${p.slug}`);
    const isCake = p.type === 'cake';
    const pool = isCake ? CAKE_REVIEWS : GIFT_REVIEWS;
    // Different people for each review: one review per user per product.
    const reviewers = shuffled(people, r.next).slice(0, r.int(2, Math.min(7, people.length)));
    for (const [i, person] of reviewers.entries()) {
      const text = pool[(index * 3 + i) % pool.length];
      await createReview(db, {
        productId: p.id,
        userId: person.id,
        ...text,
        createdAt: new Date(now - r.int(1, 120) * DAY - r.int(0, 23) * 3_600_000),
      });
      reviews++;
    }

    if (index % 3 !== 2) {
      const qPool = isCake ? CAKE_QUESTIONS : GIFT_QUESTIONS;
      for (let i = 0; i < r.int(1, 2); i++) {
        const text = qPool[(index + i) % qPool.length];
        const [asker, answerer] = shuffled(people, r.next);
        const askedAt = now - r.int(5, 90) * DAY;
        const q = await createQuestion(db, {
          productId: p.id,
          userId: asker.id,
          body: text.body,
          createdAt: new Date(askedAt),
        });
        const seller = text.answerBySeller ? p.ownerUserId : null;
        // Stores without an owner account in the demo get a customer's answer instead.
        if (seller || !text.answerBySeller)
          await createAnswer(db, {
            questionId: q.id,
            userId: seller ?? answerer.id,
            body: text.answer,
            isSeller: Boolean(seller),
            createdAt: new Date(askedAt + r.int(1, 20) * 3_600_000),
          });
        questions++;
      }
    }

    if (index % 2 === 0) comments += await seedThreads(db, p.id, people, r, now);
  }
  await syncProductRating(db);
  return { reviews, questions, comments };
}

async function seedThreads(
  db: DbOrTx,
  productId: string,
  people: Person[],
  r: ReturnType<typeof rng>,
  now: number,
): Promise<number> {
  let n = 0;
  // Different conversations on one page: the same thread twice would look like a bot.
  for (const thread of shuffled(COMMENT_THREADS, r.next).slice(0, r.int(1, 3))) {
    const [author, replier] = shuffled(people, r.next);
    const speakers = [author, replier];
    const startedAt = now - r.int(3, 60) * DAY;
    const top = await createComment(db, {
      productId,
      userId: author.id,
      body: thread.body,
      createdAt: new Date(startedAt),
    });
    n++;
    for (const [i, template] of thread.replies.entries()) {
      // Replies alternate between the replier and the thread's author.
      const speaker = i % 2 === 0 ? replier : author;
      const mentioned = speakers.filter((_, k) => template.includes(`{${k}}`));
      await createComment(db, {
        productId,
        userId: speaker.id,
        parentId: top.id,
        replyToUsername: i > 0 && template.includes('{1}') ? replier.username : null,
        body: template.replace(/\{(\d)\}/g, (_, k: string) => speakers[Number(k)].username),
        createdAt: new Date(startedAt + (i + 1) * r.int(1, 6) * 3_600_000),
        mentionUserIds: mentioned.map((m) => m.id),
      });
      n++;
    }
  }
  return n;
}

function shuffled<T>(items: T[], next: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}
