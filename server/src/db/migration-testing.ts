import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { migrationsFolder } from './migrate.ts';

// For tests of data migrations: a database built with the migrations before one, and orders
// written in the shape they had before orders were split into parts by store (the factories
// write today's shape).

/** The committed migrations up to (not including) `tag`, in a folder of their own. */
export function migrationsBefore(tag: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'upahar-migrations-'));
  fs.cpSync(migrationsFolder(), dir, { recursive: true });
  const journalPath = path.join(dir, 'meta/_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8'));
  const at = journal.entries.findIndex((e: { tag: string }) => e.tag === tag);
  if (at < 0) throw new Error(`No migration ${tag}`);
  journal.entries = journal.entries.slice(0, at);
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

/**
 * A product with only the columns products had from the start, written in SQL: the factories
 * write every column of today's table, which an older database may not have yet.
 */
/** A user with only the columns users had from the start (the factories write today's). */
export async function insertLegacyUser(client: PGlite) {
  const u = randomBytes(4).toString('hex');
  const user = await client.query<{ id: string }>(
    `insert into users (name, username, email, password_hash) values ($1, $2, $3, 'x') returning id`,
    [`Legacy ${u}`, `legacy_${u}`, `legacy.${u}@example.com`],
  );
  return { id: user.rows[0].id };
}

/** A store with only the columns every version of the schema has (the factories write today's). */
export async function insertLegacyStore(client: PGlite) {
  const u = randomBytes(4).toString('hex');
  const store = await client.query<{ id: number }>(
    `insert into stores (slug, name, city, district) values ($1, $2, 'Kathmandu', 'Kathmandu') returning id`,
    [`store-${u}`, `Store ${u}`],
  );
  return { id: store.rows[0].id };
}

export async function insertLegacyProduct(client: PGlite, o: { storeId: number }) {
  const u = randomBytes(4).toString('hex');
  const category = await client.query<{ id: number }>(
    `insert into categories (slug, name) values ($1, $2) returning id`,
    [`category-${u}`, `Category ${u}`],
  );
  const product = await client.query<{ id: string }>(
    `insert into products (slug, name, category_id, store_id, price_paisa)
     values ($1, $2, $3, $4, 150000) returning id`,
    [`product-${u}`, `Product ${u}`, category.rows[0].id, o.storeId],
  );
  return { id: product.rows[0].id, storeId: o.storeId };
}

export type LegacyOrderInput = {
  userId: string;
  items: { productId: string; storeId: number; quantity: number; unitPricePaisa: number }[];
  status?: string;
  paymentStatus?: string;
  placedAt?: Date;
  deliveryChargePaisa?: number;
  methodChargePaisa?: number;
  discountPaisa?: number;
  creditPaisa?: number;
  locationId: number;
  methodId: number;
  slotId: number;
};

/**
 * An order as the shop stored it before parts: the store on the order only when every line came
 * from one store, lines and events on the order. Returns its id and number.
 */
export async function insertLegacyOrder(client: PGlite, o: LegacyOrderInput) {
  const subtotal = o.items.reduce((s, i) => s + i.quantity * i.unitPricePaisa, 0);
  const [delivery, method, discount, credit] = [
    o.deliveryChargePaisa ?? 10_000,
    o.methodChargePaisa ?? 0,
    o.discountPaisa ?? 0,
    o.creditPaisa ?? 0,
  ];
  const stores = new Set(o.items.map((i) => i.storeId));
  const number = `UP-${randomBytes(6).toString('hex').toUpperCase()}`;
  const status = o.status ?? 'placed';
  const address = {
    addressId: null,
    alias: 'Home',
    receiverName: 'Sita Shrestha',
    phoneNumber: '9841234567',
    secondaryPhoneNumber: null,
    landmark: 'Opposite the temple gate',
    locationName: 'Thamel',
    lat: null,
    lng: null,
  };
  const { rows } = await client.query<{ id: string }>(
    `insert into orders (number, user_id, store_id, status, payment_method, payment_status, subtotal_paisa,
       delivery_charge_paisa, method_charge_paisa, discount_paisa, credit_paisa, total_paisa,
       delivery_location_id, delivery_method_id, time_slot_id, delivery_date, slot_label, address,
       cancel_reason, placed_at, updated_at)
     values ($1, $2, $3, $4, 'cod', $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, '2026-03-01', '10:00–13:00',
       $15, $16, $17, $17) returning id`,
    [
      number,
      o.userId,
      stores.size === 1 ? [...stores][0] : null,
      status,
      o.paymentStatus ?? 'pending',
      subtotal,
      delivery,
      method,
      discount,
      credit,
      subtotal + delivery + method - discount - credit,
      o.locationId,
      o.methodId,
      o.slotId,
      JSON.stringify(address),
      status === 'cancelled' ? 'I ordered by mistake' : null,
      (o.placedAt ?? new Date('2026-02-20')).toISOString(),
    ],
  );
  const id = rows[0].id;
  for (const i of o.items)
    await client.query(
      `insert into order_items (order_id, product_id, store_id, name, slug, quantity, unit_price_paisa, total_paisa)
       values ($1, $2, $3, 'Line', 'line', $4, $5, $6)`,
      [id, i.productId, i.storeId, i.quantity, i.unitPricePaisa, i.quantity * i.unitPricePaisa],
    );
  const path =
    status === 'cancelled' ? ['placed', 'cancelled'] : ['placed', ...(status === 'placed' ? [] : [status])];
  for (const s of path)
    await client.query(
      `insert into order_events (order_id, status, note, actor_role) values ($1, $2, '', 'customer')`,
      [id, s],
    );
  return { id, number };
}
