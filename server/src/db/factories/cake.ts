import type { DbOrTx } from '../client.ts';
import { cakeIcingTypes, cakeShapes, cakeTiers } from '../schema/index.ts';
import { createCakeFlavour } from './catalog.ts';
import { uniqueSuffix } from './unique.ts';

type Insert<T extends { $inferInsert: unknown }> = Partial<T['$inferInsert']>;

async function createIcingType(db: DbOrTx, overrides: Insert<typeof cakeIcingTypes> = {}) {
  const u = uniqueSuffix();
  const [row] = await db
    .insert(cakeIcingTypes)
    .values({ slug: `icing-${u}`, name: `Icing ${u}`, ...overrides })
    .returning();
  return row;
}

export async function createCakeShape(db: DbOrTx, overrides: Insert<typeof cakeShapes> = {}) {
  const u = uniqueSuffix();
  const [row] = await db
    .insert(cakeShapes)
    .values({ slug: `shape-${u}`, name: `Shape ${u}`, ...overrides })
    .returning();
  return row;
}

/** `tiers` is unique: one row per tier count. */
async function createCakeTier(db: DbOrTx, overrides: Insert<typeof cakeTiers> & { tiers: number }) {
  const [row] = await db
    .insert(cakeTiers)
    .values({ name: `${overrides.tiers} tiers`, minPound: 0.5, ...overrides })
    .returning();
  return row;
}

/**
 * The configurator's option tables as the demo shop has them (seed/demo-data/cake-options.ts),
 * with round numbers tests can price by hand. Money in paisa.
 */
export async function createCakeOptions(db: DbOrTx) {
  const vanilla = await createCakeFlavour(db, { name: 'Vanilla', pricePerPoundPaisa: 0, sortOrder: 0 });
  const chocolate = await createCakeFlavour(db, {
    name: 'Chocolate',
    pricePerPoundPaisa: 10_000,
    sortOrder: 1,
  });
  const redVelvet = await createCakeFlavour(db, {
    name: 'Red Velvet',
    pricePerPoundPaisa: 30_000,
    sortOrder: 2,
  });
  const whipped = await createIcingType(db, { name: 'Whipped cream', pricePerPoundPaisa: 0, sortOrder: 0 });
  const fondant = await createIcingType(db, { name: 'Fondant', pricePerPoundPaisa: 40_000, sortOrder: 1 });
  const round = await createCakeShape(db, { name: 'Round', pricePaisa: 0, sortOrder: 0 });
  const heart = await createCakeShape(db, { name: 'Heart', pricePaisa: 20_000, sortOrder: 1 });
  const one = await createCakeTier(db, {
    tiers: 1,
    minPound: 0.5,
    heights: [4, 6],
    heightPricePerInchPaisa: 15_000,
  });
  const two = await createCakeTier(db, {
    tiers: 2,
    minPound: 4,
    pricePaisa: 80_000,
    heights: [8, 10],
    heightPricePerInchPaisa: 20_000,
  });
  return {
    flavours: { vanilla, chocolate, redVelvet },
    icing: { whipped, fondant },
    shapes: { round, heart },
    tiers: { one, two },
  };
}
