import { describe, expect } from 'vitest';
import { createVoucher } from '../../db/factories/index.ts';
import { freezeClock } from '../../test/clock.ts';
import { it, t } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';
import { VOUCHER_EXPIRED } from './vouchers.ts';

// A voucher's expiry is compared in SQL with the shop's clock, passed as a parameter, so a test
// that moves the clock moves PostgreSQL too.

const redeem = (headers: Record<string, string>, code: string) =>
  t.app.inject({ method: 'POST', url: '/api/V2/redeem-voucher', headers, payload: { code } });

describe('redeem-voucher', () => {
  it('takes a voucher until it expires on the shop clock, and refuses it after', async () => {
    const start = freezeClock(new Date('2025-06-11T04:00:00Z'));
    const expiresAt = new Date(start.getTime() + 3_600_000);
    await createVoucher(t.db, { code: 'EARLY', expiresAt });
    await createVoucher(t.db, { code: 'LATE', expiresAt });
    const { headers } = await quickUser(t.db);

    freezeClock(new Date(expiresAt.getTime() - 60_000));
    expect((await redeem(headers, 'early')).statusCode).toBe(200);
    freezeClock(new Date(expiresAt.getTime() + 60_000));
    const late = await redeem(headers, 'late');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(VOUCHER_EXPIRED);
  });
});
