import {
  CAKES_PER_PAGE,
  EGGLESS_SURCHARGE_PERCENT,
  POUND_MAX,
  POUND_MIN,
  POUND_STEP,
  type TCakeChoices,
  type TDashboardCake,
  type TDashboardCakeCard,
} from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { productCakeFlavours, productCakeIcings, productCakeShapes } from '../../db/schema/cake-choices.ts';
import { notFound } from '../../lib/errors.ts';
import { recordChange } from '../audit/index.ts';
import { col, updateProduct } from '../catalog/index.ts';
import { products, stores } from '../catalog/tables.ts';
import { CATALOGUE_ROLES, storesOf } from '../stores/index.ts';
import { cakePricingColumns, loadOptionTables } from './lookup.ts';
import { DEFAULT_TIER, type OptionTables, poundRange } from './rules.ts';
import { choicesProblem, repriceForNewMinimum } from './seller-rules.ts';

// The dashboard's cakes: a seller reads and changes the cakes of the stores they own, an admin
// every cake. Someone else's cake is not found (404), never "forbidden": it does not say it exists.

export type Staff = { userId: string; role: 'seller' | 'admin' };

const productId = col('products', 'id');

/**
 * The condition that keeps a seller to the cakes of the stores they own or manage (none for an
 * admin); a packer's stores are not among them.
 */
function ownedBy(staff: Staff): SQL | undefined {
  if (staff.role === 'admin') return undefined;
  return inArray(products.storeId, storesOf(staff.userId, CATALOGUE_ROLES));
}

const firstImage = sql<
  string | null
>`(select pi.path from product_images pi where pi.product_id = ${productId} order by pi.sort_order, pi.id limit 1)`;

/** A page of cakes by name, with what each offers in brief; one statement for the page. */
export async function listDashboardCakes({ db, staff, page }: { db: Db; staff: Staff; page: number }) {
  const rows = await db
    .select({
      id: products.id,
      slug: products.slug,
      name: products.name,
      image: firstImage,
      storeName: stores.name,
      isActive: products.isActive,
      isEggless: products.isEggless,
      minPound: products.minPound,
      maxPound: products.maxPound,
      flavourCount: sql<number>`(select count(*)::int from product_cake_flavours pcf join cake_flavours f on f.id = pcf.flavour_id and f.is_active where pcf.product_id = ${productId})`,
      shapes: sql<
        string[]
      >`array(select s.name from product_cake_shapes pcs join cake_shapes s on s.id = pcs.shape_id and s.is_active where pcs.product_id = ${productId} order by s.sort_order, s.id)`,
      total: sql<number>`count(*) over ()`,
    })
    .from(products)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(and(eq(products.type, 'cake'), ownedBy(staff)))
    .orderBy(asc(products.name), asc(products.id))
    .limit(CAKES_PER_PAGE)
    .offset((page - 1) * CAKES_PER_PAGE);
  const cakes: TDashboardCakeCard[] = rows.map(({ total: _total, ...r }) => {
    const { min, max } = poundRange(r);
    return { ...r, minPound: min, maxPound: max, flavourCount: Number(r.flavourCount) };
  });
  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && page > 1) {
    const [c] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(and(eq(products.type, 'cake'), ownedBy(staff)));
    total = Number(c?.n ?? 0);
  }
  return { cakes, total };
}

const cakeColumns = {
  id: products.id,
  slug: products.slug,
  name: products.name,
  type: products.type,
  image: firstImage,
  storeId: products.storeId,
  storeName: stores.name,
  isActive: products.isActive,
  salePricePaisa: products.salePricePaisa,
  ...cakePricingColumns,
};

/** One cake the staff member may see, optionally locked for a change; 404 otherwise. */
export async function findOwnCake(db: DbOrTx, staff: Staff, id: string, lock = false) {
  const query = db
    .select(cakeColumns)
    .from(products)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(and(eq(products.id, id.toLowerCase()), eq(products.type, 'cake'), ownedBy(staff)))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: products }) : await query;
  if (!row) throw notFound(m.errors_not_found_cake);
  return row;
}

/** Every tier count the shop bakes: a single tier even before the tiers table has one. */
const tierRange = (tables: OptionTables) =>
  tables.tiers.some((t) => t.tiers === 1) ? tables.tiers : [DEFAULT_TIER, ...tables.tiers];

function toDashboardCake(row: Awaited<ReturnType<typeof findOwnCake>>, tables: OptionTables): TDashboardCake {
  const { min, max } = poundRange(row);
  return {
    cake: {
      id: row.id,
      slug: row.slug,
      name: row.name,
      image: row.image,
      storeName: row.storeName,
      isActive: row.isActive,
      isEggless: row.isEggless,
      ownFlavourId: row.flavourId,
      price: row.sellingPricePaisa,
    },
    choices: {
      ownFlavourId: row.flavourId,
      flavourIds: row.offeredFlavourIds,
      shapeIds: row.offeredShapeIds,
      icingTypeIds: row.offeredIcingIds,
      offersTaller: row.offersTaller,
      tiers: row.offeredTiers,
      minPound: min,
      maxPound: max,
      offersEggless: row.offersEggless && !row.isEggless,
      offersLessCream: row.offersLessCream,
    },
    range: {
      flavours: tables.flavours.map(({ id, name, colour, icingColour, pricePerPoundPaisa }) => ({
        id,
        name,
        colour,
        icingColour,
        pricePerPound: pricePerPoundPaisa,
      })),
      icingTypes: tables.icingTypes.map(({ id, name, pricePerPoundPaisa }) => ({
        id,
        name,
        pricePerPound: pricePerPoundPaisa,
      })),
      shapes: tables.shapes.map(({ id, slug, name }) => ({ id, slug, name })),
      tiers: tierRange(tables).map(({ tiers, name, minPound, heights }) => ({
        tiers,
        name,
        minPound,
        heights,
      })),
      poundMin: POUND_MIN,
      poundMax: POUND_MAX,
      poundStep: POUND_STEP,
      egglessSurchargePercent: EGGLESS_SURCHARGE_PERCENT,
    },
  };
}

export async function getDashboardCake({ db, staff, id }: { db: Db; staff: Staff; id: string }) {
  const [row, tables] = await Promise.all([findOwnCake(db, staff, id), loadOptionTables({ db })]);
  return toDashboardCake(row, tables);
}

/**
 * Replaces what a cake offers, in one transaction with the product row locked, so two saves at
 * once end as one of them and never as a mix. A choice the shop cannot honour is a 400 naming it.
 */
export async function updateCakeChoices({
  db,
  staff,
  id,
  choices,
}: {
  db: Db;
  staff: Staff;
  id: string;
  choices: TCakeChoices;
}): Promise<TDashboardCake> {
  const tables = await loadOptionTables({ db });
  await db.transaction(async (tx) => {
    const cake = await findOwnCake(tx, staff, id, true);
    const problem = choicesProblem(cake, tables, tierRange(tables), choices);
    if (problem) throw problem;
    await updateProduct(tx, cake.id, {
      ...repriceForNewMinimum(cake, choices.minPound),
      minPound: choices.minPound,
      maxPound: choices.maxPound,
      flavourId: choices.ownFlavourId,
      offeredTiers: choices.tiers,
      offersTaller: choices.offersTaller,
      offersEggless: choices.offersEggless,
      offersLessCream: choices.offersLessCream,
      updatedAt: new Date(),
    });
    await tx.delete(productCakeFlavours).where(eq(productCakeFlavours.productId, cake.id));
    await tx.delete(productCakeShapes).where(eq(productCakeShapes.productId, cake.id));
    await tx.delete(productCakeIcings).where(eq(productCakeIcings.productId, cake.id));
    if (choices.icingTypeIds.length > 0) {
      await tx
        .insert(productCakeIcings)
        .values(choices.icingTypeIds.map((icingTypeId) => ({ productId: cake.id, icingTypeId })));
    }
    await tx
      .insert(productCakeFlavours)
      .values(choices.flavourIds.map((flavourId) => ({ productId: cake.id, flavourId })));
    await tx
      .insert(productCakeShapes)
      .values(choices.shapeIds.map((shapeId) => ({ productId: cake.id, shapeId })));
    const after = await findOwnCake(tx, staff, id);
    await recordChange(tx, {
      entity: 'cake',
      entityId: cake.id,
      before: toDashboardCake(cake, tables).choices,
      after: toDashboardCake(after, tables).choices,
    });
  });
  return getDashboardCake({ db, staff, id });
}

/**
 * A new cake offers every flavour and shape the shop makes, so it can be bought as soon as it is
 * published; the seller narrows the choice on the cake's options page.
 */
export async function offerWholeCakeRange(tx: DbOrTx, productId: string) {
  await tx.execute(sql`
    insert into product_cake_flavours (product_id, flavour_id)
    select ${productId}::uuid, id from cake_flavours where is_active`);
  await tx.execute(sql`
    insert into product_cake_shapes (product_id, shape_id)
    select ${productId}::uuid, id from cake_shapes where is_active`);
}
