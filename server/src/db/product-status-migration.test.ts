import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { pgliteExtensions } from './client.ts';
import { migrationsFolder } from './migrate.ts';
import { insertLegacyProduct, insertLegacyStore, migrationsBefore } from './migration-testing.ts';

// Products already in the shop stay live; products already taken off it become archived, so the
// dashboard can put them back. It runs on its own in-memory database.

const TAG = '0010_product_status';

let client: PGlite | undefined;
let older: string | undefined;

afterAll(async () => {
  await client?.close();
  if (older) fs.rmSync(older, { recursive: true, force: true });
});

describe(`migration ${TAG}`, () => {
  it('keeps products in the shop live and marks those off it archived', async () => {
    client = await PGlite.create({ extensions: pgliteExtensions });
    const db = drizzle(client);
    older = migrationsBefore(TAG);
    await migrate(db, { migrationsFolder: older });
    const store = await insertLegacyStore(client);
    const shown = await insertLegacyProduct(client, { storeId: store.id });
    const hidden = await insertLegacyProduct(client, { storeId: store.id });
    await client.query('update products set is_active = false where id = $1', [hidden.id]);

    await migrate(db, { migrationsFolder: migrationsFolder() });
    const rows = await client.query<{ id: string; status: string; is_active: boolean }>(
      'select id, status, is_active from products',
    );
    const byId = Object.fromEntries(rows.rows.map((r) => [r.id, [r.status, r.is_active]]));
    expect(byId).toEqual({ [shown.id]: ['live', true], [hidden.id]: ['archived', false] });
  });
});
