import type { TOccasionKind, TReminderDesk } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { firstImage } from '../cart/index.ts';
import { products } from '../catalog/tables.ts';
import { occasionReminders, occasionSuggestions } from './tables.ts';

// Staff's side of reminders: the products suggested per kind of occasion (a person with no
// earlier gift is offered these), and how many reminders went out lately.

export async function readDesk({ db }: { db: DbOrTx }): Promise<TReminderDesk> {
  const picked = await db
    .select({
      kind: occasionSuggestions.kind,
      id: products.id,
      name: products.name,
      image: firstImage(),
    })
    .from(occasionSuggestions)
    .innerJoin(products, eq(products.id, occasionSuggestions.productId))
    .orderBy(asc(occasionSuggestions.position));
  const byKind = (kind: TOccasionKind) =>
    picked.filter((p) => p.kind === kind).map(({ id, name, image }) => ({ id, name, image }));
  // Kathmandu days: UTC+5:45 all year.
  const day = sql<string>`((${occasionReminders.sentAt} at time zone 'UTC') + interval '5 hours 45 minutes')::date::text`;
  const perDay = await db
    .select({
      day,
      email: sql<number>`(count(*) filter (where ${occasionReminders.channel} = 'email'))::int`,
      sms: sql<number>`(count(*) filter (where ${occasionReminders.channel} = 'sms'))::int`,
    })
    .from(occasionReminders)
    .groupBy(day)
    .orderBy(sql`1 desc`)
    .limit(14);
  const [last] = await db
    .select({ at: sql<string | null>`max(${occasionReminders.sentAt})` })
    .from(occasionReminders);
  return {
    suggestions: {
      birthday: byKind('birthday'),
      anniversary: byKind('anniversary'),
      festival: byKind('festival'),
    },
    sentPerDay: perDay,
    lastSentAt: last?.at ? new Date(last.at).toISOString() : null,
  };
}

/** Replaces one kind's suggestions, in the order given. */
export async function setSuggestions(o: { db: Db; kind: TOccasionKind; productIds: string[] }) {
  const ids = [...new Set(o.productIds)];
  await o.db.transaction(async (tx) => {
    if (ids.length > 0) {
      const found = await tx.select({ id: products.id }).from(products).where(inArray(products.id, ids));
      if (found.length !== ids.length) {
        const message = m.occasions_error_product_missing();
        throw new AppError('not_found', message, 404, { productIds: [message] });
      }
    }
    await tx.delete(occasionSuggestions).where(eq(occasionSuggestions.kind, o.kind));
    if (ids.length > 0)
      await tx
        .insert(occasionSuggestions)
        .values(ids.map((productId, position) => ({ kind: o.kind, productId, position })));
  });
  return readDesk({ db: o.db });
}
