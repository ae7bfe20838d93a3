import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteExtensions } from './client.ts';
import { migrationsFolder } from './migrate.ts';
import { migrationsBefore } from './migration-testing.ts';

// The migration that made cake options per cake must leave a shop that was running before it
// offering exactly what it offered: this builds such a shop with the migrations before it, then
// applies the rest. It runs on its own in-memory database, whatever the suite's database is.

const BEFORE = '0004_cake_choices';

let client: PGlite;
let older: string;
const rows = async <T>(query: string) => (await client.query<T>(query)).rows;

beforeAll(async () => {
  client = await PGlite.create({ extensions: pgliteExtensions });
  const db = drizzle(client);
  older = migrationsBefore(BEFORE);
  await migrate(db, { migrationsFolder: older });
  await client.exec(`
    insert into cake_flavours (slug, name, colour, icing_colour, sort_order, is_active) values
      ('vanilla', 'Vanilla', '#fff', '#fff', 0, true),
      ('chocolate', 'Chocolate', '#520', '#741', 1, true),
      ('lychee', 'Lychee', '#fee', '#fff', 2, false);
    insert into cake_shapes (slug, name, sort_order) values ('round', 'Round', 0), ('heart', 'Heart', 1);
    insert into cake_tiers (tiers, name, min_pound) values (1, 'Single tier', 0.5), (2, 'Two tiers', 4), (3, 'Three tiers', 8);
    insert into categories (slug, name, kind) values ('cakes', 'Cakes', 'cake');
    insert into stores (slug, name, city, district) values ('bakery', 'Bakery', 'Kathmandu', 'Kathmandu');
    insert into products (slug, name, type, category_id, store_id, price_paisa, min_pound, max_pound, is_eggless, flavour_id)
    select v.slug, v.name, v.type::product_type, (select id from categories), (select id from stores), 100000,
      v.min_pound, v.max_pound, v.is_eggless, (select id from cake_flavours where slug = v.flavour)
    from (values
      ('eggless-chocolate-cake', 'Eggless Chocolate Cake', 'cake', 1.0, 10.0, true, 'chocolate'),
      ('tihar-lights-cake', 'Tihar Lights Cake', 'cake', 2.0, 10.0, true, 'vanilla'),
      ('mini-cake', 'Mini Cake', 'cake', 0.5, 1.0, false, 'lychee'),
      ('eggless-cookies', 'Eggless Cookies', 'product', null, null, true, null)
    ) as v(slug, name, type, min_pound, max_pound, is_eggless, flavour);
  `);
  await migrate(db, { migrationsFolder: migrationsFolder() });
}, 60_000);

afterAll(async () => {
  await client?.close();
  if (older) fs.rmSync(older, { recursive: true, force: true });
});

type Row = {
  slug: string;
  is_eggless: boolean;
  offers_eggless: boolean;
  offers_less_cream: boolean;
  offered_tiers: number[];
  flavours: string[];
  shapes: string[];
};

describe(`migration ${BEFORE}`, () => {
  it('keeps every cake offering what it offered, and tells eggless recipes from the eggless extra', async () => {
    const found = await rows<Row>(`
      select p.slug, p.is_eggless, p.offers_eggless, p.offers_less_cream, p.offered_tiers,
        array(select f.slug from product_cake_flavours x join cake_flavours f on f.id = x.flavour_id
          where x.product_id = p.id order by f.sort_order) as flavours,
        array(select s.slug from product_cake_shapes x join cake_shapes s on s.id = x.shape_id
          where x.product_id = p.id order by s.sort_order) as shapes
      from products p order by p.slug`);
    const bySlug = Object.fromEntries(found.map((r) => [r.slug, r]));
    expect(bySlug['eggless-chocolate-cake']).toMatchObject({
      is_eggless: true,
      offers_eggless: false,
      offered_tiers: [1, 2, 3],
      flavours: ['vanilla', 'chocolate'],
      shapes: ['round', 'heart'],
      offers_less_cream: true,
    });
    // Marked eggless without being named so: it offered the eggless sponge, and still does.
    expect(bySlug['tihar-lights-cake']).toMatchObject({ is_eggless: false, offers_eggless: true });
    // Too small for a second tier; its own withdrawn flavour stays offered.
    expect(bySlug['mini-cake']).toMatchObject({
      offered_tiers: [1],
      flavours: ['vanilla', 'chocolate', 'lychee'],
    });
    // Other products are left as they were.
    expect(bySlug['eggless-cookies']).toMatchObject({
      is_eggless: true,
      offers_eggless: false,
      flavours: [],
    });
  });
});
