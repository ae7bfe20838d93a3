import { ZPayoutStoresResponse } from '@upahar/contract';
import { describe, expect } from 'vitest';
import { createStore } from '../../db/factories/index.ts';
import { ledgerEntries, storePayouts } from '../../db/schema/index.ts';
import { it, t } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';

// The admins' list of stores: each store's own balance and last payout, whatever the ids of the
// entries and payouts happen to be.

describe('the payouts list', () => {
  it('gives every store its own balance and last payout, and the totals', async () => {
    const admin = await quickUser(t.db, { role: 'admin' });
    const owed = await createStore(t.db, { name: 'Owed Oven' });
    const owing = await createStore(t.db, { name: 'Owing Oven' });
    const quiet = await createStore(t.db, { name: 'Quiet Oven' });
    const [payout] = await t.db
      .insert(storePayouts)
      .values({ storeId: owed.id, amountPaisa: 20_000, method: 'esewa', reference: 'ESW-1' })
      .returning();
    await t.db.insert(ledgerEntries).values([
      { storeId: owed.id, kind: 'sale', amountPaisa: 150_000 },
      { storeId: owed.id, kind: 'commission', amountPaisa: -15_000 },
      { storeId: owed.id, kind: 'payout', amountPaisa: -20_000, payoutId: payout.id },
      { storeId: owing.id, kind: 'commission', amountPaisa: -8_000 },
    ]);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/dashboard/v1/payouts/stores?q=Oven',
      headers: admin.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { stores } = ZPayoutStoresResponse.parse(res.json()).data;
    const row = (id: number) => stores.find((s) => s.id === id);
    expect(row(owed.id)).toMatchObject({
      balancePaisa: 115_000,
      due: true,
      lastPayoutAt: payout.createdAt.toISOString(),
    });
    expect(row(owing.id)).toMatchObject({ balancePaisa: -8_000, due: false, lastPayoutAt: null });
    expect(row(quiet.id)).toMatchObject({ balancePaisa: 0, due: false, lastPayoutAt: null });
    // The one owed comes first.
    expect(stores[0].id).toBe(owed.id);
  });
});
