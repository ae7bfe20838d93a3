import type { Locale } from '@upahar/contract';
import { and, inArray, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { products } from '../../db/schema/catalog.ts';

// Sellers may write a product's name and description in Nepali, and categories have a Nepali
// name; a Nepali answer shows those where they exist and the English ones everywhere else, so a
// product without a Nepali name still has a name on a Nepali page.

export { inLanguage } from '../../lib/in-language.ts';

type Named = { id: string; name: string; imageAlt?: string | null };

/**
 * Product cards named in the answer's language. Cards are built in English by every list and
 * kept so (the home page's and product pages' shelves are remembered a minute, listings' pages
 * are prepared statements per shape), so the Nepali names are put in as the answer leaves: one
 * primary-key read for all the lists of a Nepali answer, nothing for an English one. A picture
 * without alt text of its own is described by the name, so its alt text follows the name.
 */
export async function cardListsIn<T extends Named>(db: DbOrTx, locale: Locale, lists: T[][]): Promise<T[][]> {
  if (locale !== 'ne') return lists;
  const ids = [...new Set(lists.flat().map((c) => c.id))];
  if (ids.length === 0) return lists;
  const rows = await db
    .select({ id: products.id, nameNe: products.nameNe })
    .from(products)
    .where(and(inArray(products.id, ids), isNotNull(products.nameNe)));
  if (rows.length === 0) return lists;
  const nepali = new Map(rows.map((r) => [r.id, r.nameNe as string]));
  return lists.map((cards) =>
    cards.map((c) => {
      const name = nepali.get(c.id);
      if (!name) return c;
      return c.imageAlt === c.name ? { ...c, name, imageAlt: name } : { ...c, name };
    }),
  );
}

/** One list of cards named in the answer's language (cardListsIn). */
export const cardsIn = async <T extends Named>(db: DbOrTx, locale: Locale, cards: T[]): Promise<T[]> =>
  (await cardListsIn(db, locale, [cards]))[0] as T[];
