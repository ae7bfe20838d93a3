import {
  kathmanduInstant,
  type TLedgerKind,
  ZStatementResponse,
  ZStatementsResponse,
} from '@upahar/contract';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect } from 'vitest';
import { createOrder, createProduct, createStore, createUser } from '../../db/factories/index.ts';
import { ledgerEntries, storeStaff, storeStatements } from '../../db/schema/index.ts';
import { it, t } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';
import { api, DASHBOARD } from '../../test/requests.ts';
import { makeStatements } from './statements.ts';

// A store's statements on the dashboard and as downloads: its owner, managers and admins read
// them; a packer is told it may not; anyone else hears there is no such store.

type Account = Awaited<ReturnType<typeof quickUser>>;
const at = (day: string, hour = 12) => kathmanduInstant(day, hour);

let owner: Account;
let packer: Account;
let stranger: Account;
let admin: Account;
let storeId: number;
let otherStoreId: number;
let statementId: number;
let otherStatementId: number;
let partNumber: string;

beforeEach(async () => {
  owner = await quickUser(t.db, { role: 'seller' });
  packer = await quickUser(t.db, { role: 'seller' });
  stranger = await quickUser(t.db, { role: 'seller' });
  admin = await quickUser(t.db, { role: 'admin' });
  const store = await createStore(t.db, {
    ownerUserId: owner.user.id,
    name: 'Momo, Cake & "Co"',
    slug: 'momo-cake',
  });
  const other = await createStore(t.db, { ownerUserId: stranger.user.id });
  storeId = store.id;
  otherStoreId = other.id;
  await t.db.insert(storeStaff).values({ storeId, userId: packer.user.id, role: 'packer' });
  const customer = await createUser(t.db);
  const product = await createProduct(t.db, { storeId, pricePaisa: 150_000 });
  const order = await createOrder(t.db, {
    userId: customer.id,
    items: [{ productId: product.id, quantity: 1, unitPricePaisa: 150_000 }],
  });
  const part = order.parts[0];
  partNumber = part.number;
  const entry = (s: number, kind: TLedgerKind, amountPaisa: number, day: string, note = '') =>
    t.db.insert(ledgerEntries).values({
      storeId: s,
      kind,
      amountPaisa,
      createdAt: at(day),
      note,
      partId: s === storeId && kind !== 'complaint' ? part.id : null,
    });
  await entry(storeId, 'sale', 50_000, '2026-11-10');
  await entry(storeId, 'sale', 150_000, '2026-11-23');
  await entry(storeId, 'commission', -15_000, '2026-11-23', '10 %');
  await entry(storeId, 'complaint', -2_550, '2026-11-25', '=HYPERLINK("http://evil.test"), "cake, squashed"');
  await entry(otherStoreId, 'sale', 1_000, '2026-11-23');
  await makeStatements({ db: t.db, now: at('2026-11-30', 9), publicUrl: 'http://shop.test' });
  const [mine] = await t.db
    .select()
    .from(storeStatements)
    .where(eq(storeStatements.storeId, storeId))
    .orderBy(storeStatements.weekStart)
    .offset(1);
  const [theirs] = await t.db.select().from(storeStatements).where(eq(storeStatements.storeId, otherStoreId));
  statementId = mine.id;
  otherStatementId = theirs.id;
});

const desk = api(t, { base: DASHBOARD });
const base = () => `stores/${storeId}/earnings/statements`;

describe('a store’s statements', () => {
  it('are listed newest first for the owner and for admins', async () => {
    for (const who of [owner, admin]) {
      const res = await desk.get(base(), who);
      expect(res.statusCode, res.body).toBe(200);
      const { data, meta } = ZStatementsResponse.parse(res.json());
      expect(data.statements.map((s) => [s.weekStart, s.weekEnd])).toEqual([
        ['2026-11-22', '2026-11-28'],
        ['2026-11-08', '2026-11-14'],
      ]);
      expect(meta?.pagination?.total).toBe(2);
    }
  });

  it('shows one statement with its week’s entries, oldest first', async () => {
    const res = await desk.get(`${base()}/${statementId}`, owner);
    expect(res.statusCode, res.body).toBe(200);
    const { data } = ZStatementResponse.parse(res.json());
    expect(data.store).toEqual({ id: storeId, name: 'Momo, Cake & "Co"' });
    expect(data.statement).toMatchObject({
      weekStart: '2026-11-22',
      weekEnd: '2026-11-28',
      openingPaisa: 50_000,
      closingPaisa: 182_450,
      payablePaisa: 182_450,
      entryCount: 3,
    });
    expect(data.entries.map((e) => [e.kind, e.amountPaisa, e.partNumber])).toEqual([
      ['sale', 150_000, partNumber],
      ['commission', -15_000, partNumber],
      ['complaint', -2_550, null],
    ]);
  });

  it('is no business of another store’s seller (404), nor of a packer (403), nor of a stranger (401)', async () => {
    for (const url of [
      base(),
      `${base()}/${statementId}`,
      `${base()}/${statementId}.csv`,
      `${base()}/${statementId}.pdf`,
    ]) {
      expect((await desk.get(url, stranger)).statusCode, url).toBe(404);
      const refused = await desk.get(url, packer);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().message).toBe('Only the store’s owner and managers can see its earnings');
      expect((await desk.get(url, null)).statusCode, url).toBe(401);
    }
  });

  it('is not found under another store, even the viewer’s own', async () => {
    for (const suffix of ['', '.csv', '.pdf']) {
      const res = await desk.get(`${base()}/${otherStatementId}${suffix}`, owner);
      expect(res.statusCode, suffix).toBe(404);
      expect(res.json().message).toBe('The statement was not found');
    }
    expect(
      (await desk.get(`stores/${otherStoreId}/earnings/statements/${statementId}.csv`, admin)).statusCode,
    ).toBe(404);
  });

  it('refuses an address that is not a statement with a 400', async () => {
    const res = await desk.get(`${base()}/latest.csv`, owner);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Id must be a number.');
  });

  it('downloads as a CSV with one row per entry and the balances, safe to open in a spreadsheet', async () => {
    const res = await desk.get(`${base()}/${statementId}.csv`, owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="upahar-statement-momo-cake-2026-11-22.csv"',
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.body.split('\r\n')).toEqual([
      '\uFEFFDate,Part,What,Note,Amount (Rs)',
      `2026-11-23,${partNumber},Items delivered,,1500.00`,
      `2026-11-23,${partNumber},Commission,10 %,-150.00`,
      `2026-11-25,,Complaint settled,"'=HYPERLINK(""http://evil.test""), ""cake, squashed""",-25.50`,
      '2026-11-22,,Opening balance,,500.00',
      '2026-11-28,,Closing balance,,1824.50',
      '2026-11-28,,To be paid,,1824.50',
      '',
    ]);
  });

  it('downloads as a PDF, for admins too', async () => {
    for (const who of [owner, admin]) {
      const res = await desk.get(`${base()}/${statementId}.pdf`, who);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(
        'attachment; filename="upahar-statement-momo-cake-2026-11-22.pdf"',
      );
      const pdf = res.rawPayload;
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pdf.subarray(-6).toString('latin1')).toContain('%%EOF');
      // The document's title, in UTF-16, is outside the compressed page content.
      const title = Buffer.from(
        'Upahar statement: Momo, Cake & "Co", 22–28 November 2026',
        'utf16le',
      ).swap16();
      expect(pdf.includes(title)).toBe(true);
    }
  });
});
