import { toPaisa } from '@upahar/contract';
import { eq, isNotNull, sql } from 'drizzle-orm';
import * as clock from '../../lib/clock.ts';
import type { DbOrTx } from '../client.ts';
import { productKeywords } from '../factories/catalog.ts';
import {
  brands,
  cakeFlavours,
  cakeShapes,
  categories,
  occasions,
  productCakeFlavours,
  productCakeShapes,
  productImages,
  productOccasions,
  products,
  stores,
} from '../schema/index.ts';
import { seedDemo } from './demo.ts';
import { rng } from './images/svg.ts';

const BATCH = 1000;

type Kind = (typeof categories.$inferSelect)['kind'];

// Name parts per category kind, so a large catalogue still reads like a shop (and full-text
// search has real words to match in benchmarks).
const WORDS: Partial<Record<Kind, { first: string[]; second: string[]; price: [number, number] }>> = {
  cake: {
    first: ['Classic', 'Royal', 'Dream', 'Party', 'Festive', 'Velvet', 'Mini', 'Grand'],
    second: ['Cake', 'Gateau', 'Celebration Cake', 'Cream Cake'],
    price: [1200, 2500],
  },
  flowers: {
    first: ['Red', 'Pink', 'White', 'Yellow', 'Mixed', 'Pastel'],
    second: ['Roses Bouquet', 'Lily Bouquet', 'Flower Basket', 'Gerbera Bunch'],
    price: [1500, 6000],
  },
  chocolates: {
    first: ['Dark', 'Milk', 'Hazelnut', 'Caramel', 'Assorted'],
    second: ['Truffle Box', 'Pralines', 'Chocolate Hamper'],
    price: [800, 3500],
  },
  gifts: {
    first: ['Cuddly', 'Festive', 'Deluxe', 'Little', 'Golden'],
    second: ['Teddy Bear', 'Gift Box', 'Hamper'],
    price: [900, 5000],
  },
  personalised: {
    first: ['Photo', 'Custom', 'Printed', 'Named'],
    second: ['Mug', 'Frame', 'Cushion', 'Keyring'],
    price: [500, 2000],
  },
  automobiles: {
    first: ['City', 'Urban', 'Electric', 'Sport'],
    second: ['Hatchback', 'Scooter', 'Compact'],
    price: [200_000, 4_500_000],
  },
  donations: {
    first: ['School', 'Festival', 'Community', 'Winter'],
    second: ['Meal Gift', 'Kit', 'Support'],
    price: [500, 5000],
  },
};
const TYPE_OF: Partial<Record<Kind, 'cake' | 'automobile' | 'donation'>> = {
  cake: 'cake',
  automobiles: 'automobile',
  donations: 'donation',
};

/**
 * Adds n generated products on top of the demo shop for benchmarks (run at 10k and
 * 100k). Rows go in batches of 1,000 with up to five statements per batch; pictures are reused.
 */
export async function seedLarge(db: DbOrTx, { products: count }: { products: number }) {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(categories);
  if (n === 0) await seedDemo(db);

  const leafCats = await db
    .select({ id: categories.id, name: categories.name, kind: categories.kind })
    .from(categories)
    // Qualified by hand: a bare "id" inside the subquery would mean c2.id (single-table select).
    .where(sql`not exists (select 1 from ${categories} c2 where c2.parent_id = "categories"."id")`);
  const storeRows = await db.select({ id: stores.id, name: stores.name }).from(stores);
  const brandRows = await db
    .select({ id: brands.id, name: brands.name, storeId: brands.storeId })
    .from(brands);
  const occasionRows = await db.select({ id: occasions.id, name: occasions.name }).from(occasions);
  const flavourRows = await db.select({ id: cakeFlavours.id, name: cakeFlavours.name }).from(cakeFlavours);
  const shapeRows = await db.select({ id: cakeShapes.id }).from(cakeShapes).orderBy(cakeShapes.sortOrder);
  // Pictures per category kind, from the products already there.
  const pictures = await db
    .selectDistinct({ path: productImages.path, kind: categories.kind })
    .from(productImages)
    .innerJoin(products, eq(products.id, productImages.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(isNotNull(productImages.path));
  const picturesOf = (kind: Kind) => {
    const own = pictures.filter((p) => p.kind === kind).map((p) => p.path);
    return own.length > 0 ? own : pictures.map((p) => p.path);
  };

  const run = Date.now().toString(36);
  const r = rng(`large-${run}`);
  const now = clock.now().getTime();
  for (let start = 0; start < count; start += BATCH) {
    const size = Math.min(BATCH, count - start);
    const rows = Array.from({ length: size }, (_, k) => {
      const i = start + k;
      const cat = r.pick(leafCats);
      const words = WORDS[cat.kind] ?? WORDS.gifts!;
      const flavour = cat.kind === 'cake' ? r.pick(flavourRows) : undefined;
      const store = r.pick(storeRows);
      const brand = brandRows.find((b) => b.storeId === store.id);
      const name = [r.pick(words.first), flavour?.name, r.pick(words.second)].filter(Boolean).join(' ');
      const price = Math.round(r.range(...words.price) / 50) * 50;
      const occ = [r.pick(occasionRows), r.pick(occasionRows)];
      const isEggless = r.next() < 0.3;
      // Cakes offer their own flavour and a few others, round and perhaps another shape.
      const choices = flavour
        ? {
            flavourIds: [
              ...new Set([flavour.id, ...Array.from({ length: r.int(0, 5) }, () => r.pick(flavourRows).id)]),
            ],
            shapeIds: [...new Set([shapeRows[0].id, ...(r.next() < 0.5 ? [r.pick(shapeRows).id] : [])])],
          }
        : { flavourIds: [], shapeIds: [] };
      return {
        product: {
          slug: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${run}-${i}`,
          name,
          description: `${name} from ${store.name}, in our ${cat.name.toLowerCase()} collection.`,
          type: TYPE_OF[cat.kind] ?? ('product' as const),
          categoryId: cat.id,
          storeId: store.id,
          brandId: brand?.id ?? null,
          flavourId: flavour?.id ?? null,
          pricePaisa: toPaisa(price),
          salePricePaisa: r.next() < 0.15 ? toPaisa(Math.round(price * 0.9)) : null,
          pricePerPoundPaisa: cat.kind === 'cake' ? toPaisa(price) : null,
          minPound: cat.kind === 'cake' ? 1 : null,
          maxPound: cat.kind === 'cake' ? 10 : null,
          prepHours: r.int(1, 8),
          isUrgent: r.next() < 0.1,
          isReadyMade: r.next() < 0.08,
          isEggless,
          offersEggless: cat.kind === 'cake' && !isEggless && r.next() < 0.3,
          offeredTiers: cat.kind === 'cake' && r.next() < 0.2 ? [1, 2, 3] : [1],
          isSameDay: r.next() < 0.6,
          tags: [cat.kind, ...(flavour ? [flavour.name.toLowerCase()] : [])],
          keywords: productKeywords([cat.name, brand?.name, store.name, ...occ.map((o) => o.name)]),
          ratingAvg: Math.round(r.range(3, 5) * 10) / 10,
          ratingCount: r.int(0, 500),
          soldCount: r.int(0, 2000),
          viewCount: r.int(0, 20000),
          createdAt: new Date(now - r.int(0, 365 * 24 * 3600) * 1000),
        },
        picture: r.pick(picturesOf(cat.kind)),
        occasionIds: [...new Set(occ.map((o) => o.id))],
        choices,
      };
    });
    await db.transaction(async (tx) => {
      const ids = await tx
        .insert(products)
        .values(rows.map((x) => x.product))
        .returning({ id: products.id });
      await tx
        .insert(productImages)
        .values(
          ids.map(({ id }, k) => ({ productId: id, path: rows[k].picture, alt: rows[k].product.name })),
        );
      await tx
        .insert(productOccasions)
        .values(
          ids.flatMap(({ id }, k) =>
            rows[k].occasionIds.map((occasionId) => ({ productId: id, occasionId })),
          ),
        );
      const flavourChoices = ids.flatMap(({ id }, k) =>
        rows[k].choices.flavourIds.map((flavourId) => ({ productId: id, flavourId })),
      );
      const shapeChoices = ids.flatMap(({ id }, k) =>
        rows[k].choices.shapeIds.map((shapeId) => ({ productId: id, shapeId })),
      );
      if (flavourChoices.length > 0) await tx.insert(productCakeFlavours).values(flavourChoices);
      if (shapeChoices.length > 0) await tx.insert(productCakeShapes).values(shapeChoices);
    });
  }
  // A shop's tables are analysed and vacuumed in the background long before they hold 100,000
  // products; right after a bulk load they are not, and the planner would read listings and
  // search through statistics of an almost empty table. Each its own statement: VACUUM refuses
  // to run inside a transaction.
  for (const table of [
    'products',
    'product_images',
    'product_occasions',
    'product_cake_flavours',
    'product_cake_shapes',
  ]) {
    await db.execute(sql`vacuum analyze ${sql.identifier(table)}`);
  }
  return { products: count };
}
