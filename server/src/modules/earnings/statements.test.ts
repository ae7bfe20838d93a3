import { addDays, kathmanduInstant, type TLedgerKind } from '@upahar/contract';
import { asc, eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { describe, expect, inject, onTestFinished } from 'vitest';
import type { Db } from '../../db/client.ts';
import { createStore, createUser } from '../../db/factories/index.ts';
import * as schema from '../../db/schema/index.ts';
import { ledgerEntries, outbox, storeStatements } from '../../db/schema/index.ts';
import { it, t } from '../../test/fixtures.ts';
import { adminUrl } from '../../test/pg-admin.ts';
import { meetAt, raceAt } from '../../test/race.ts';
import { CATCH_UP_WEEKS, makeStatements } from './statements.ts';

// Weekly statements: each store's finished Nepal week, once, with its e-mail queued once, however
// many instances make them at the same moment.

const PUBLIC_URL = 'http://shop.test';
const at = (day: string, hour = 12, minute = 0) => kathmanduInstant(day, hour, minute);
/** Monday 30 November 2026, 9:00 in Nepal: the week of 22 to 28 November has ended. */
const MONDAY = at('2026-11-30', 9);

async function entry(storeId: number | null, kind: TLedgerKind, amount: number, createdAt: Date, note = '') {
  const [row] = await t.db
    .insert(ledgerEntries)
    .values({ storeId, kind, amountPaisa: amount, createdAt, note })
    .returning();
  return row;
}

async function ownedStore(overrides: { payoutsHeldReason?: string } = {}) {
  const owner = await createUser(t.db, { role: 'seller', name: 'Maya Gurung' });
  const store = await createStore(t.db, { ownerUserId: owner.id, ...overrides });
  return { owner, store };
}

const make = (now: Date, db: Db = t.db) => makeStatements({ db, now, publicUrl: PUBLIC_URL });
const statementsOf = (storeId: number) =>
  t.db
    .select()
    .from(storeStatements)
    .where(eq(storeStatements.storeId, storeId))
    .orderBy(asc(storeStatements.weekStart));
const mails = () => t.db.select().from(outbox).orderBy(asc(outbox.subject));

describe('making the weekly statements', () => {
  it('counts each finished week of a store exactly: opening, entries, closing and what is paid', async () => {
    const { owner, store } = await ownedStore();
    // 15 to 21 November: a sale, its commission and a payout of an earlier balance.
    await entry(store.id, 'sale', 50_000, at('2026-11-16'));
    await entry(store.id, 'commission', -5_000, at('2026-11-16'), '10 %');
    await entry(store.id, 'sale', 100_000, at('2026-11-18'));
    await entry(store.id, 'commission', -10_000, at('2026-11-18'), '10 %');
    await entry(store.id, 'payout', -40_000, at('2026-11-20'), 'esewa REF-1');
    // 22 to 28 November, from its first instant to its last minute.
    await entry(store.id, 'sale', 20_000, at('2026-11-22', 0, 0));
    await entry(store.id, 'commission', -2_000, at('2026-11-22', 0, 0), '10 %');
    // The week in progress: in no statement yet.
    await entry(store.id, 'sale', 7_000, at('2026-11-29', 0, 0));
    const last = await entry(
      store.id,
      'cash_collected',
      -30_000,
      at('2026-11-28', 23, 59),
      'Cash on delivery',
    );
    // The shop's own account has no statement.
    await entry(null, 'commission', 2_000, at('2026-11-22', 10));

    expect(await make(MONDAY)).toEqual({ made: 2 });

    const [first, second] = await statementsOf(store.id);
    expect(first).toMatchObject({
      weekStart: '2026-11-15',
      openingPaisa: 0,
      closingPaisa: 95_000,
      payablePaisa: 95_000,
      entryCount: 5,
      fromAt: at('2026-11-15', 0),
      untilAt: at('2026-11-22', 0),
    });
    expect(second).toMatchObject({
      weekStart: '2026-11-22',
      openingPaisa: 95_000,
      closingPaisa: 83_000,
      payablePaisa: 83_000,
      entryCount: 3,
      lastEntryId: last.id,
    });
    expect(await t.db.select().from(storeStatements)).toHaveLength(2);

    // One e-mail per statement, to the store's owner, with the week's numbers and a link.
    const sent = await mails();
    expect(sent.map((m) => [m.recipient, m.subject])).toEqual([
      [owner.email, 'Your Upahar statement for 15–21 November 2026'],
      [owner.email, 'Your Upahar statement for 22–28 November 2026'],
    ]);
    const text = sent[1].text;
    expect(text).toContain('Namaste Maya Gurung,');
    expect(text).toContain(`Here is the statement of ${store.name} for the week of 22–28 November 2026`);
    expect(text).toContain('Opening balance: Rs 950.00');
    expect(text).toContain('22 Nov · Items delivered · Rs 200.00');
    expect(text).toContain('22 Nov · Commission (10 %) · -Rs 20.00');
    expect(text).toContain('28 Nov · Cash you collected (Cash on delivery) · -Rs 300.00');
    expect(text).toContain('Commission kept by Upahar this week: Rs 20.00');
    expect(text).toContain('Closing balance: Rs 830.00');
    expect(text).toContain('Upahar will pay you Rs 830.00 with the weekly payout.');
    expect(text).toContain(`${PUBLIC_URL}/dashboard/earnings/statements/${second.id}?store=${store.id}`);
    expect(text).not.toContain('Rs 70.00');
  });

  it('pays nothing to a store whose payouts are held, and says why', async () => {
    const { store } = await ownedStore({ payoutsHeldReason: 'Your bank details are being checked.' });
    await entry(store.id, 'sale', 10_000, at('2026-11-24'));
    await make(MONDAY);
    const [statement] = await statementsOf(store.id);
    expect(statement).toMatchObject({ closingPaisa: 10_000, payablePaisa: 0 });
    const [mail] = await mails();
    expect(mail.text).toContain(
      'Payouts to your store are on hold: Your bank details are being checked. The Rs 100.00 stays in your balance until they are released.',
    );
  });

  it('tells a store that owes the shop what it owes, and pays it nothing', async () => {
    const { store } = await ownedStore();
    await entry(store.id, 'cash_collected', -50_000, at('2026-11-23'));
    await entry(store.id, 'sale', 45_000, at('2026-11-23'));
    await make(MONDAY);
    expect((await statementsOf(store.id))[0]).toMatchObject({ closingPaisa: -5_000, payablePaisa: 0 });
    expect((await mails())[0].text).toContain('Your store owes Upahar Rs 50.00');
  });

  it('makes no statement for a store without entries in the week, nor for the week in progress', async () => {
    const { store: quiet } = await ownedStore();
    const { store: busy } = await ownedStore();
    await entry(busy.id, 'sale', 10_000, at('2026-11-30', 8));
    expect(await make(MONDAY)).toEqual({ made: 0 });
    expect(await statementsOf(quiet.id)).toEqual([]);
    expect(await statementsOf(busy.id)).toEqual([]);
    expect(await mails()).toEqual([]);
  });

  it('counts a week only a few minutes after it ends, when its last deliveries have committed', async () => {
    const { store } = await ownedStore();
    await entry(store.id, 'sale', 10_000, at('2026-11-28', 23, 59));
    expect(await make(at('2026-11-29', 0, 2))).toEqual({ made: 0 });
    expect(await make(at('2026-11-29', 0, 10))).toEqual({ made: 1 });
  });

  it('makes nothing new when run again, and sends no second e-mail', async () => {
    const { store } = await ownedStore();
    await entry(store.id, 'sale', 10_000, at('2026-11-24'));
    expect(await make(MONDAY)).toEqual({ made: 1 });
    expect(await make(MONDAY)).toEqual({ made: 0 });
    expect(await make(at('2026-12-01', 9))).toEqual({ made: 0 });
    expect(await statementsOf(store.id)).toHaveLength(1);
    expect(await mails()).toHaveLength(1);
  });

  it('catches up missed weeks, but only as far back as the catch-up window', async () => {
    const { store } = await ownedStore();
    const lastWeek = '2026-11-22';
    const oldest = addDays(lastWeek, -7 * (CATCH_UP_WEEKS - 1));
    await entry(store.id, 'sale', 1_000, at(addDays(oldest, -7), 12));
    await entry(store.id, 'sale', 2_000, at(oldest, 12));
    await entry(store.id, 'sale', 3_000, at(addDays(lastWeek, -14), 12));
    expect(await make(MONDAY)).toEqual({ made: 2 });
    const made = await statementsOf(store.id);
    expect(made.map((s) => [s.weekStart, s.openingPaisa, s.closingPaisa])).toEqual([
      [oldest, 1_000, 3_000],
      [addDays(lastWeek, -14), 3_000, 6_000],
    ]);
  });

  it('makes one statement and one e-mail per store and week when two runs go at once', async () => {
    const stores = [await ownedStore(), await ownedStore(), await ownedStore()];
    for (const { store } of stores) {
      await entry(store.id, 'sale', 10_000, at('2026-11-17'));
      await entry(store.id, 'sale', 20_000, at('2026-11-24'));
    }
    // The two runs meet before (PGlite) or inside (PostgreSQL) the first statement's transaction.
    raceAt(t.database, { racers: 2, before: 'statement:start', inside: 'statement:insert' });
    const [a, b] = await Promise.all([make(MONDAY), make(MONDAY)]);
    expect(a.made + b.made).toBe(6);
    await expectOncePerStoreWeek(stores.length * 2);
  });

  // Separate pools: two instances of the shop, each with its own connections to one database.
  it.runIf(Boolean(inject('pgUrl')))(
    'makes one statement per store and week when two instances with their own pools run at once',
    async () => {
      const stores = [await ownedStore(), await ownedStore()];
      for (const { store } of stores) {
        await entry(store.id, 'sale', 10_000, at('2026-11-17'));
        await entry(store.id, 'sale', 20_000, at('2026-11-24'));
      }
      const instances = await Promise.all([instanceDb(), instanceDb()]);
      // Both are inside a transaction, their numbers read, before either inserts.
      meetAt('statement:insert', 2);
      const [a, b] = await Promise.all(instances.map((db) => make(MONDAY, db)));
      expect(a.made + b.made).toBe(4);
      await expectOncePerStoreWeek(4);
    },
  );
});

async function expectOncePerStoreWeek(count: number) {
  const rows = await t.db.select().from(storeStatements);
  expect(rows).toHaveLength(count);
  expect(new Set(rows.map((r) => `${r.storeId} ${r.weekStart}`)).size).toBe(count);
  const sent = await mails();
  expect(sent).toHaveLength(count);
  expect(new Set(sent.map((m) => `${m.recipient} ${m.subject}`)).size).toBe(count);
}

/** A pool of its own on the test's PostgreSQL database, closed when the test ends. */
async function instanceDb(): Promise<Db> {
  const url = inject('pgUrl');
  if (!url) throw new Error('PostgreSQL only');
  const res = await t.db.execute(sql`select current_database() as name`);
  const name = String((res as unknown as { rows: { name: string }[] }).rows[0]?.name);
  const pool = new pg.Pool({ connectionString: adminUrl(url, name), max: 2 });
  onTestFinished(() => pool.end());
  return drizzle(pool, { schema }) as unknown as Db;
}
