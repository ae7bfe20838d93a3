import { ZAuditResponse, ZStoreCouponResponse } from '@upahar/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { coupons, stores } from '../../db/schema/index.ts';
import { UNSTORABLE_MESSAGE } from '../../lib/storable-text.ts';
import { it, t } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';
import { api, DASHBOARD } from '../../test/requests.ts';
import { checkoutFixture, storeCouponBody } from '../../test/shop.ts';

// No dashboard change without its audit entry: text the log could not store is refused (and
// the refusal logged), and a write whose entry cannot be stored changes nothing.

const dash = api(t, { base: DASHBOARD });

async function sellerWithCoupon() {
  const shop = await checkoutFixture(t.db);
  const seller = await quickUser(t.db, { role: 'seller' });
  await t.db.update(stores).set({ ownerUserId: seller.user.id }).where(eq(stores.id, shop.store.id));
  const made = await dash.post('coupons', storeCouponBody(shop.store.id), seller);
  expect(made.statusCode, made.body).toBe(200);
  const coupon = ZStoreCouponResponse.parse(made.json()).data.coupon;
  return { shop, seller, coupon };
}

const couponValue = async (id: number) =>
  (await t.db.select({ value: coupons.value }).from(coupons).where(eq(coupons.id, id)))[0].value;

/** Runs `call` with a PL/pgSQL trigger in place (`on`: "before insert on audit_log"), then drops it. */
async function withTrigger<T>(on: string, body: string, call: () => Promise<T>): Promise<T> {
  await t.db.execute(
    sql.raw(`create function test_trigger() returns trigger language plpgsql as $$ ${body} $$`),
  );
  await t.db.execute(
    sql.raw(`create trigger test_trigger ${on} for each row execute function test_trigger()`),
  );
  try {
    return await call();
  } finally {
    await t.db.execute(sql.raw(`drop trigger test_trigger ${on.replace(/^.* on /, 'on ')}`));
    await t.db.execute(sql.raw('drop function test_trigger()'));
  }
}

async function entries(action: string) {
  await t.app.afterAnswer.settled();
  const admin = await quickUser(t.db, { role: 'admin' });
  const res = await dash.get(`audit?action=${action}`, admin);
  return ZAuditResponse.parse(res.json()).data.entries;
}

describe('the audit log cannot be skipped', () => {
  it('refuses a change carrying half of a character, and records the refusal', async () => {
    const { shop, seller, coupon } = await sellerWithCoupon();
    const res = await dash.put(
      `coupons/${coupon.id}`,
      storeCouponBody(shop.store.id, { value: 90, description: 'Big sale \ud800' }),
      seller,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(UNSTORABLE_MESSAGE);
    expect(await couponValue(coupon.id)).toBe(10);
    const [entry] = await entries('updateStoreCoupon');
    expect(entry).toMatchObject({ status: 400, targetId: String(coupon.id) });
    expect(entry.body).toMatchObject({ value: 90, description: 'Big sale \ufffd' });
  });

  it('records a refused write whose body held a NUL', async () => {
    const { shop, seller } = await sellerWithCoupon();
    const res = await dash.post(
      'coupons',
      storeCouponBody(shop.store.id, { code: 'A\u0000B', value: -3 }),
      seller,
    );
    expect(res.statusCode).toBe(400);
    const [entry] = await entries('createStoreCoupon');
    expect(entry.status).toBe(400);
    expect(entry.body).toMatchObject({ code: 'A\ufffdB', value: -3 });
  });

  it('changes nothing when the entry cannot be stored', async () => {
    const { shop, seller, coupon } = await sellerWithCoupon();
    // The database turns every new audit entry away, as it would when full or failing.
    const res = await withTrigger(
      'before insert on audit_log',
      "begin raise exception 'audit log unavailable'; end",
      () => dash.put(`coupons/${coupon.id}`, storeCouponBody(shop.store.id, { value: 90 }), seller),
    );
    expect(res.statusCode).toBe(500);
    await t.app.afterAnswer.settled();
    expect(await couponValue(coupon.id)).toBe(10);
  });

  it('writes the entry before the change and gives it the status once answered', async () => {
    const { shop, seller, coupon } = await sellerWithCoupon();
    // A probe inside the change: it notes the coupon's entry when it is already there, unanswered.
    const res = await withTrigger(
      'before update on coupons',
      `begin insert into audit_changes (request_id, entity, entity_id)
        select request_id, 'probe', 'entry already written' from audit_log
        where action = 'updateStoreCoupon' and status is null;
      return new; end`,
      () => dash.put(`coupons/${coupon.id}`, storeCouponBody(shop.store.id, { value: 20 }), seller),
    );
    expect(res.statusCode, res.body).toBe(200);
    const [entry] = await entries('updateStoreCoupon');
    expect(entry.status).toBe(200);
    expect(entry.changes.map((c) => c.entityId)).toContain('entry already written');
  });
});
