import { index, pgEnum, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';
import { ts } from './columns.ts';
import { users } from './users.ts';

// Owned by the wishlist module.

export const wishlistTypeEnum = pgEnum('wishlist_type', ['product', 'automobile']);

// /wishes/add and favourites take {id, type}; type may be automobile.
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    type: wishlistTypeEnum('type').notNull().default('product'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    index('wishlist_items_product_idx').on(t.productId),
    index('wishlist_items_user_created_idx').on(t.userId, t.createdAt),
  ],
);
