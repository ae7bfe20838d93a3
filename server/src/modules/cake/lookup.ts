import { m } from '@upahar/contract/messages';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { col, isUuid, onSale } from '../catalog/index.ts';
import { products } from '../catalog/tables.ts';
import type { CakeProduct, OptionTables } from './rules.ts';

/** A product is named by its UUID or its slug (/product/{id} and /product/{slug}). */
export const productRef = (ref: string): SQL =>
  isUuid(ref) ? eq(products.id, ref.toLowerCase()) : eq(products.slug, ref);

const rowsOf = <T>(res: unknown): T[] => (res as { rows: T[] }).rows;

const productId = col('products', 'id');

/**
 * The product columns cake pricing reads (rules.ts CakeProduct), for every query that prices:
 * the seller's flavours, shapes and icings come along as arrays from one index probe each, so a page of
 * cart lines is still one statement.
 */
export const cakePricingColumns = {
  pricePaisa: products.pricePaisa,
  sellingPricePaisa: products.sellingPricePaisa,
  pricePerPoundPaisa: products.pricePerPoundPaisa,
  minPound: products.minPound,
  maxPound: products.maxPound,
  flavourId: products.flavourId,
  isEggless: products.isEggless,
  offersEggless: products.offersEggless,
  offersLessCream: products.offersLessCream,
  offeredTiers: products.offeredTiers,
  offersTaller: products.offersTaller,
  offeredFlavourIds: sql<
    number[]
  >`array(select pcf.flavour_id from product_cake_flavours pcf where pcf.product_id = ${productId})`,
  offeredShapeIds: sql<
    number[]
  >`array(select pcs.shape_id from product_cake_shapes pcs where pcs.product_id = ${productId})`,
  offeredIcingIds: sql<
    number[]
  >`array(select pci.icing_type_id from product_cake_icings pci where pci.product_id = ${productId})`,
};
export const cakeProductColumns = {
  id: products.id,
  name: products.name,
  type: products.type,
  ...cakePricingColumns,
};

/** One query: an active product's pricing fields; 404 when unknown or inactive. */
export async function findProduct({ db, ref }: { db: DbOrTx; ref: string }): Promise<CakeProduct> {
  const [row] = await db
    .select(cakeProductColumns)
    .from(products)
    .where(and(productRef(ref), onSale))
    .limit(1);
  if (!row) throw notFound(m.errors_not_found_product_plain);
  // min_pound and max_pound are numeric columns in mode "number": Drizzle already gives numbers.
  return row;
}

/**
 * One query: every active row of the four option tables, in display order. They are small
 * (a dozen rows each), so reading them whole is cheaper than a query per table.
 */
export async function loadOptionTables({ db }: { db: DbOrTx }): Promise<OptionTables> {
  const res = await db.execute(sql`
    select
      coalesce((select json_agg(json_build_object('id', id, 'slug', slug, 'name', name, 'colour', colour,
        'icingColour', icing_colour, 'pricePerPoundPaisa', price_per_pound_paisa) order by sort_order, id)
        from cake_flavours where is_active), '[]'::json) as flavours,
      coalesce((select json_agg(json_build_object('id', id, 'slug', slug, 'name', name,
        'pricePerPoundPaisa', price_per_pound_paisa) order by sort_order, id)
        from cake_icing_types where is_active), '[]'::json) as icing,
      coalesce((select json_agg(json_build_object('id', id, 'slug', slug, 'name', name, 'image', image,
        'pricePaisa', price_paisa) order by sort_order, id)
        from cake_shapes where is_active), '[]'::json) as shapes,
      coalesce((select json_agg(json_build_object('tiers', tiers, 'name', name, 'minPound', min_pound,
        'pricePaisa', price_paisa, 'heights', heights, 'heightPricePerInchPaisa', height_price_per_inch_paisa)
        order by tiers) from cake_tiers where is_active), '[]'::json) as tiers
  `);
  type Raw = { flavours: unknown; icing: unknown; shapes: unknown; tiers: unknown };
  const row = rowsOf<Raw>(res)[0];
  // node-postgres parses json columns; PGlite too, but be tolerant of text.
  const parse = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;
  const tiers = parse<OptionTables['tiers']>(row.tiers).map((t) => ({ ...t, minPound: Number(t.minPound) }));
  return {
    flavours: parse(row.flavours),
    icingTypes: parse(row.icing),
    shapes: parse(row.shapes),
    tiers,
  };
}
