import { index, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { cakeFlavours, cakeIcingTypes, cakeShapes } from './cake-options.ts';
import { products } from './catalog.ts';

// Owned by the cake module.

// The flavours and shapes each cake offers, chosen by its seller. Join tables rather than arrays
// or JSON so listings can filter by them ("heart-shaped cakes") through an index.

export const productCakeFlavours = pgTable(
  'product_cake_flavours',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    flavourId: integer('flavour_id')
      .notNull()
      .references(() => cakeFlavours.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.flavourId] }),
    index('product_cake_flavours_flavour_idx').on(t.flavourId, t.productId),
  ],
);

export const productCakeShapes = pgTable(
  'product_cake_shapes',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    shapeId: integer('shape_id')
      .notNull()
      .references(() => cakeShapes.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.shapeId] }),
    index('product_cake_shapes_shape_idx').on(t.shapeId, t.productId),
  ],
);

// The icings each cake comes with, chosen by its seller. A cake with none offers no icing choice
// and is priced without an icing line: it comes iced the way its seller makes it.
export const productCakeIcings = pgTable(
  'product_cake_icings',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    icingTypeId: integer('icing_type_id')
      .notNull()
      .references(() => cakeIcingTypes.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.icingTypeId] })],
);

// The accessories a seller offers with one of their products, in their order. While a product
// has none, its shelf falls back to every accessory on sale (the shop's own first).
export const productAccessories = pgTable(
  'product_accessories',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    accessoryId: uuid('accessory_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.accessoryId] }),
    index('product_accessories_accessory_idx').on(t.accessoryId),
  ],
);
