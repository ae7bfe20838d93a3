import { m } from '@upahar/contract/messages';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { CartLineOptions } from '../../db/schema/cart.ts';
import { AppError } from '../../lib/errors.ts';
import { preparedFor } from '../../lib/prepared.ts';
import {
  type CakeChoice,
  type CakeProduct,
  cakeProductColumns,
  fmtPound,
  type OptionTables,
  priceCake,
} from '../cake/index.ts';
import { isUuid } from '../catalog/index.ts';
import { products, stores } from '../catalog/tables.ts';

// A cart line is one product with one configuration: the same cake with the same options adds up
// to one line (cart_items_line_key). Options are stored with every default filled in, so
// "2 lb chocolate" and "chocolate, pound left to its default of 2" are the same line.

export type LineChoice = Partial<CakeChoice> & { message?: string; photoId?: string };

/** Stable JSON with sorted keys: equal options give equal text, whatever order they came in. */
function optionsKey(options: CartLineOptions): string {
  const entries = Object.entries(options)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify(Object.fromEntries(entries));
}

/**
 * The stored options of a line: cakes priced once (a 400 with the pricing message for a
 * combination that cannot be made) and every default filled in; other products have none.
 */
function canonicalOptions(
  product: CakeProduct & { photoPrintable: boolean },
  tables: OptionTables | null,
  choice: LineChoice,
): { options: CartLineOptions; unitPrice: number } {
  if (product.type !== 'cake' || !tables) return { options: {}, unitPrice: product.sellingPricePaisa };
  const priced = priceCake(product, tables, {
    pound: choice.pound,
    tier: choice.tier,
    height: choice.height,
    flavorId: choice.flavorId,
    icingType: choice.icingType,
    shape: choice.shape,
    eggless: choice.eggless ?? false,
    lessCream: choice.lessCream ?? false,
  });
  return {
    options: {
      pound: priced.pound,
      tier: priced.tier,
      height: priced.height,
      flavorId: priced.flavorId,
      icingType: priced.icingType,
      shape: priced.shape,
      eggless: priced.eggless,
      lessCream: priced.lessCream,
      message: choice.message ?? '',
      // Only a photo cake keeps one (checkLinePhoto refuses it elsewhere); each photo is its own line.
      ...(product.photoPrintable && choice.photoId ? { photoId: choice.photoId.toLowerCase() } : {}),
    },
    unitPrice: priced.price,
  };
}

/** The stored options turned back into a pricing choice (null fields become "the default"). */
export const choiceOf = (o: CartLineOptions): CakeChoice => ({
  pound: o.pound,
  tier: o.tier,
  height: o.height,
  flavorId: o.flavorId ?? undefined,
  icingType: o.icingType ?? undefined,
  shape: o.shape ?? undefined,
  eggless: o.eggless ?? false,
  lessCream: o.lessCream ?? false,
});

/** "2 lb · 2 tiers · Chocolate · Fondant · Heart · Eggless" for people to read. */
export function optionsLabel(o: CartLineOptions, tables: OptionTables | null): string {
  if (o.pound === undefined) return '';
  const parts = [`${fmtPound(o.pound)} lb`];
  if (o.tier && o.tier > 1) parts.push(`${o.tier} tiers`);
  if (o.height) parts.push(`${o.height} in tall`);
  const flavour = tables?.flavours.find((f) => f.id === o.flavorId);
  if (flavour) parts.push(flavour.name);
  const icing = tables?.icingTypes.find((i) => i.slug === o.icingType);
  if (icing) parts.push(`${icing.name} icing`);
  const shape = tables?.shapes.find((s) => s.slug === o.shape);
  if (shape) parts.push(shape.name);
  if (o.eggless) parts.push('Eggless');
  if (o.lessCream) parts.push('Less cream');
  return parts.join(' · ');
}

export type ProductForCart = CakeProduct & {
  photoPrintable: boolean;
  isActive: boolean;
  storeActive: boolean;
  stock: number | null;
};

/**
 * The products named by the placeholders `ids` (uuids) and `slugs`, active or not, with their
 * store's state. One text whatever the number of references, so it is built and prepared once.
 */
const productsQuery = (db: DbOrTx) =>
  preparedFor(db, 'cart-products', () =>
    db
      .select({
        ...cakeProductColumns,
        slug: products.slug,
        photoPrintable: products.photoPrintable,
        isActive: products.isActive,
        storeActive: stores.isActive,
        stock: products.stock,
      })
      .from(products)
      .innerJoin(stores, eq(stores.id, products.storeId))
      .where(
        sql`${products.id} = any(${sql.placeholder('ids')}::uuid[]) or ${products.slug} = any(${sql.placeholder('slugs')}::text[])`,
      ),
  );

/**
 * One query for all the products a request names (uuid or slug), active or not, with their
 * store's state; keyed by the reference as the request wrote it. Unknown references are absent.
 */
export async function findProductsForCart({
  db,
  refs,
}: {
  db: DbOrTx;
  refs: readonly string[];
}): Promise<Map<string, ProductForCart>> {
  const unique = [...new Set(refs)];
  const rows = await productsQuery(db).execute({
    ids: unique.filter(isUuid).map((ref) => ref.toLowerCase()),
    slugs: unique.filter((ref) => !isUuid(ref)),
  });
  const found = new Map<string, ProductForCart>();
  for (const ref of unique) {
    const row = rows.find((r) => r.id === ref.toLowerCase() || r.slug === ref);
    if (!row) continue;
    const { slug: _slug, ...product } = row;
    found.set(ref, product);
  }
  return found;
}

/** The product a request names; 404 when there is none. */
export async function findProductForCart({ db, ref }: { db: DbOrTx; ref: string }) {
  const product = (await findProductsForCart({ db, refs: [ref] })).get(ref);
  if (!product) throw new AppError('not_found', m.errors_cart_product_not_found(), 404);
  return product;
}

/** The canonical options of a line and the key that makes equal configurations one line. */
export function lineOptions(product: ProductForCart, tables: OptionTables | null, choice: LineChoice) {
  const { options } = canonicalOptions(product, tables, choice);
  return { options, key: optionsKey(options) };
}
