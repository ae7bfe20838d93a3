import { currentLocale } from '@upahar/contract';
import { and, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';

/**
 * Keeps the language a person is using the shop in (the request's) as theirs, so what the shop
 * writes to them later (order news, replies, statements) comes in it. Called where someone acts
 * as themselves: signing up, logging in, placing an order.
 */
export async function rememberLanguage(db: DbOrTx, userId: string): Promise<void> {
  const locale = currentLocale();
  await db
    .update(users)
    .set({ locale })
    .where(and(eq(users.id, userId), ne(users.locale, locale)));
}
