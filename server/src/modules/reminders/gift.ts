import type { TGiftCart, TGiftLink, TOccasionKind } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { hashToken } from '../../lib/tokens.ts';
import { addToCart, firstImage } from '../cart/index.ts';
import { products } from '../catalog/tables.ts';
import { orderItems, orders } from '../orders/tables.ts';
import { occasionReminders, occasionSuggestions, personOccasions, reminderPeople } from './tables.ts';

// A reminder's gift: what the shopper last sent this person (the latest order delivered to the
// person's phone, or the order the reminder was saved from), or with no earlier gift the products
// staff suggest for the occasion. It is worked out when the link is opened, so a gift sent after
// the reminder counts.

const gone = () => new AppError('not_found', m.occasions_link_gone(), 404);

type GiftLine = { productId: string; quantity: number; options: (typeof orderItems.$inferSelect)['options'] };

async function reminderOf(db: DbOrTx, token: string) {
  const [row] = await db
    .select({
      userId: reminderPeople.userId,
      personId: reminderPeople.id,
      personName: reminderPeople.name,
      phone: reminderPeople.phone,
      orderId: reminderPeople.orderId,
      kind: personOccasions.kind,
      label: personOccasions.label,
      calendar: personOccasions.calendar,
      date: occasionReminders.occursOn,
    })
    .from(occasionReminders)
    .innerJoin(personOccasions, eq(personOccasions.id, occasionReminders.occasionId))
    .innerJoin(reminderPeople, eq(reminderPeople.id, personOccasions.personId))
    .where(eq(occasionReminders.giftTokenHash, hashToken(token)));
  if (!row) throw gone();
  return row;
}

/** The lines of the latest order to this person, or none. */
async function lastGift(db: DbOrTx, p: { userId: string; phone: string | null; orderId: string | null }) {
  const toPerson = [
    ...(p.orderId ? [eq(orders.id, p.orderId)] : []),
    ...(p.phone ? [sql`${orders.address}->>'phoneNumber' = ${p.phone}`] : []),
  ];
  if (toPerson.length === 0) return [];
  const [last] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, p.userId), or(...toPerson)))
    .orderBy(desc(orders.placedAt))
    .limit(1);
  if (!last) return [];
  return db
    .select({ productId: orderItems.productId, quantity: orderItems.quantity, options: orderItems.options })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, last.id), eq(orderItems.isGift, false)))
    .orderBy(asc(orderItems.id));
}

async function suggested(db: DbOrTx, kind: TOccasionKind): Promise<GiftLine[]> {
  const rows = await db
    .select({ productId: occasionSuggestions.productId })
    .from(occasionSuggestions)
    .where(eq(occasionSuggestions.kind, kind))
    .orderBy(asc(occasionSuggestions.position));
  return rows.map((r) => ({ productId: r.productId, quantity: 1, options: {} }));
}

async function giftLines(db: DbOrTx, r: Awaited<ReturnType<typeof reminderOf>>) {
  const last = await lastGift(db, r);
  if (last.length > 0) return { fromLastGift: true, lines: last };
  return { fromLastGift: false, lines: await suggested(db, r.kind) };
}

/** GET /gift-links/:token: the occasion and the gift's items, those no longer sold marked. */
export async function readGift({ db, token }: { db: DbOrTx; token: string }): Promise<TGiftLink> {
  const r = await reminderOf(db, token);
  const { fromLastGift, lines } = await giftLines(db, r);
  const found =
    lines.length === 0
      ? []
      : await db
          .select({
            id: products.id,
            slug: products.slug,
            name: products.name,
            image: firstImage(),
            live: sql<boolean>`${products.isActive} and ${products.status} = 'live'`,
          })
          .from(products)
          .where(
            inArray(
              products.id,
              lines.map((l) => l.productId),
            ),
          );
  return {
    personName: r.personName,
    kind: r.kind,
    label: r.label,
    calendar: r.calendar,
    date: r.date,
    fromLastGift,
    items: lines.flatMap((l) => {
      const p = found.find((f) => f.id === l.productId);
      if (!p) return [];
      return [
        {
          productId: p.id,
          slug: p.slug,
          name: p.name,
          image: p.image,
          quantity: l.quantity,
          available: p.live,
        },
      ];
    }),
  };
}

/**
 * POST /gift-links/:token/cart: each item goes into the signed-in shopper's cart on its own, as
 * "Add to cart" would, so one that is no longer sold (or sold out) is skipped with its reason
 * while the others go in. The link is the shopper's own: anyone else gets 404.
 */
export async function fillCart({
  db,
  token,
  userId,
}: {
  db: Db;
  token: string;
  userId: string;
}): Promise<TGiftCart> {
  const r = await reminderOf(db, token);
  if (r.userId !== userId) throw gone();
  const gift = await readGift({ db, token });
  const { lines } = await giftLines(db, r);
  let added = 0;
  const skipped: TGiftCart['skipped'] = [];
  for (const item of gift.items) {
    if (!item.available) {
      skipped.push({ name: item.name, reason: m.occasions_skipped_gone() });
      continue;
    }
    const line = lines.find((l) => l.productId === item.productId);
    const o = line?.options ?? {};
    try {
      await addToCart({
        db,
        actor: { userId, guestToken: null },
        input: {
          productId: item.productId,
          quantity: item.quantity,
          pound: o.pound,
          tier: o.tier,
          height: o.height,
          flavorId: o.flavorId ?? undefined,
          icingType: o.icingType ?? undefined,
          shape: o.shape ?? undefined,
          eggless: o.eggless ?? false,
          lessCream: o.lessCream ?? false,
          message: o.message,
          extras: [],
          source: 'web',
          quickCheckout: false,
        },
      });
      added++;
    } catch (e) {
      if (!(e instanceof AppError)) throw e;
      skipped.push({ name: item.name, reason: e.message });
    }
  }
  return { added, skipped };
}
