import { and, eq, type SQL, sql } from 'drizzle-orm';
import { products, stores } from '../../db/schema/catalog.ts';

// What the storefront may show: an active product of a store that is not suspended. Every
// catalogue, search and community query reads products through one of these, so suspending a
// store takes its products out of all of them at once. The store test is an anti-join on the
// stores primary key, cheap beside the product conditions, and it keeps `is_active` in the
// condition so the partial indexes on products still apply.

/** The product's store is not suspended (a product without a store passes). */
const storeOpen: SQL = sql`not exists (select 1 from ${stores} where ${stores.id} = ${products.storeId} and not ${stores.isActive})`;

/** The product is active and its store is not suspended. */
export const onSale: SQL = and(eq(products.isActive, true), storeOpen) as SQL;
