import {
  CAKE_MESSAGE_MAX,
  EGGLESS_SURCHARGE_PERCENT,
  POUND_STEP,
  type TCakeCategory,
  type TCakeOptions,
  type TCakePrice,
  type TCakeShape,
  type TCalculatedPrice,
  type TCheckTier,
  type TGetMinPound,
} from '@upahar/contract';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { categories } from '../catalog/tables.ts';
import { findProduct, loadOptionTables } from './lookup.ts';
import {
  flavourSurcharge,
  icingSurcharge,
  offerOf,
  shapeSurcharge,
  tierProblem,
  tierSurcharge,
} from './offer.ts';
import { priceCake } from './pricing.ts';
import { assertCake, type CakeChoice, type OptionTables, poundRange, type ShapeRow } from './rules.ts';

type Db = { db: DbOrTx };

const toShape = (s: ShapeRow, surcharge = s.pricePaisa): TCakeShape => ({
  id: s.id,
  slug: s.slug,
  name: s.name,
  image: s.image,
  surcharge,
});

async function findCake({ db, productId }: Db & { productId: string }) {
  const product = await findProduct({ db, ref: productId });
  assertCake(product);
  return product;
}

export async function getMinPound({ db, productId }: Db & { productId: string }): Promise<TGetMinPound> {
  const { min, max } = poundRange(await findCake({ db, productId }));
  return { minPound: min, maxPound: max, step: POUND_STEP };
}

/** The shapes a cake comes in; without a cake, every shape the shop makes. */
export async function listShapes({ db, productId }: Db & { productId?: string }) {
  const product = productId ? await findCake({ db, productId }) : null;
  const tables = await loadOptionTables({ db });
  if (!product) return { shapes: tables.shapes.map((s) => toShape(s)) };
  const offer = offerOf(product, tables);
  return { shapes: offer.shapes.map((s) => toShape(s, shapeSurcharge(offer, s))) };
}

/** Cake sub-categories (birthday, designer, photo...) with how many active products each has. */
export async function listCakeCategories({ db }: Db): Promise<{ categories: TCakeCategory[] }> {
  const rows = await db
    .select({
      id: categories.id,
      slug: categories.slug,
      name: categories.name,
      image: categories.image,
      productCount: sql<number>`(select count(*) from products p where p.category_id = categories.id and p.is_active
        and not exists (select 1 from stores s where s.id = p.store_id and not s.is_active))::int`,
    })
    .from(categories)
    .where(and(eq(categories.kind, 'cake'), eq(categories.isActive, true), isNotNull(categories.parentId)))
    .orderBy(asc(categories.sortOrder), asc(categories.id));
  return {
    categories: rows.map((r) => ({ ...r, productCount: Number(r.productCount), url: `/category/${r.slug}` })),
  };
}

export async function getCakeOptions({ db, productId }: Db & { productId: string }): Promise<TCakeOptions> {
  const product = await findCake({ db, productId });
  const tables = await loadOptionTables({ db });
  const offer = offerOf(product, tables);
  const { min, max } = poundRange(product);
  return {
    productId: product.id,
    defaultFlavourId: product.flavourId,
    // Only what this cake's seller offers, each priced over the choice in the cake's own price; the
    // shop's other options would be refused in the cart.
    flavours: offer.flavours.map((f) => ({
      id: f.id,
      slug: f.slug,
      name: f.name,
      colour: f.colour,
      icingColour: f.icingColour,
      surchargePerPound: flavourSurcharge(offer, f),
    })),
    icingTypes: offer.icingTypes.map((i) => ({
      id: i.id,
      slug: i.slug,
      name: i.name,
      surchargePerPound: icingSurcharge(offer, i),
    })),
    shapes: offer.shapes.map((s) => toShape(s, shapeSurcharge(offer, s))),
    tiers: offer.tiers.map((t) => ({
      tiers: t.tiers,
      name: t.name,
      minPound: t.minPound,
      surcharge: tierSurcharge(offer, t),
      heights: t.heights,
      surchargePerInch: t.heightPricePerInchPaisa,
    })),
    egglessAvailable: offer.eggless,
    egglessByRecipe: product.isEggless,
    egglessSurchargePercent: EGGLESS_SURCHARGE_PERCENT,
    lessCreamAvailable: offer.lessCream,
    minPound: min,
    maxPound: max,
    step: POUND_STEP,
    maxMessageLength: CAKE_MESSAGE_MAX,
  };
}

export async function checkTier({
  db,
  id,
  tier,
  height,
}: Db & { id: string; tier: number; height?: number }): Promise<TCheckTier> {
  const product = await findCake({ db, productId: id });
  const tables: OptionTables = await loadOptionTables({ db });
  const problem = tierProblem(product, tables, tier, height);
  if (problem) return { valid: false, message: problem.message, minPound: problem.minPound };
  const row = offerOf(product, tables).tiers.find((t) => t.tiers === tier);
  return {
    valid: true,
    message: `This cake can be made in ${tier} ${tier === 1 ? 'tier' : 'tiers'}`,
    minPound: row?.minPound ?? null,
  };
}

export async function getProductPrice({
  db,
  productId,
  choice,
}: Db & { productId: string; choice: CakeChoice }): Promise<TCakePrice> {
  const product = await findProduct({ db, ref: productId });
  assertCake(product);
  const tables = await loadOptionTables({ db });
  // Prices are in the shop's currency (NPR); the web converts for display with the stored factor.
  return { ...priceCake(product, tables, choice), currency: 'NPR' };
}

export async function calculateProductPrice({
  db,
  productId,
  choice,
  quantity,
  message,
}: Db & {
  productId: string;
  choice: CakeChoice;
  quantity: number;
  message: string;
}): Promise<TCalculatedPrice> {
  const price = await getProductPrice({ db, productId, choice });
  return { ...price, quantity, message, total: price.price * quantity };
}
