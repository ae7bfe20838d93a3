import { ZDashboardOrderResponse, ZDashboardOrdersResponse } from '@upahar/contract';
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, onTestFinished } from 'vitest';
import type { CheckoutFixture } from '../../db/factories/index.ts';
import { orderParts, storeStaff, stores } from '../../db/schema/index.ts';
import { onRacePoint } from '../../lib/race-points.ts';
import { it, t } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';
import { checkoutFixture, orderBody, placeOrderReq, shopper } from '../../test/shop.ts';

// Packers move a store's orders along, but cancelling is a money action (stock, credit and
// refunds go back): only the owner, a manager or an admin may do it.

type Account = Awaited<ReturnType<typeof quickUser>>;
let shop: CheckoutFixture;
let partId: string;
let owner: Account;
let manager: Account;
let packer: Account;
beforeEach(async () => {
  shop = await checkoutFixture(t.db);
  owner = await quickUser(t.db, { role: 'seller' });
  manager = await quickUser(t.db, { role: 'seller' });
  packer = await quickUser(t.db, { role: 'seller' });
  await t.db.update(stores).set({ ownerUserId: owner.user.id }).where(eq(stores.id, shop.store.id));
  await t.db.insert(storeStaff).values([
    { storeId: shop.store.id, userId: manager.user.id, role: 'manager' },
    { storeId: shop.store.id, userId: packer.user.id, role: 'packer' },
  ]);
  const customer = await shopper(t.db, shop);
  const res = await placeOrderReq(t, customer, orderBody(shop, customer));
  expect(res.statusCode, res.body).toBe(201);
  const [part] = await t.db.select().from(orderParts).where(eq(orderParts.orderId, res.json().data.orderId));
  partId = part.id;
});

const move = (who: Account, status: string, note = '') =>
  t.app.inject({
    method: 'POST',
    url: `/api/dashboard/v1/orders/${partId}/status`,
    headers: who.headers,
    payload: { status, note },
  });
const card = async (who: Account) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/dashboard/v1/orders', headers: who.headers });
  return ZDashboardOrdersResponse.parse(res.json()).data.orders[0];
};

describe('cancelling a store’s order', () => {
  it('is refused to a packer with a 403 that says who may, and the order stays as it was', async () => {
    expect((await move(packer, 'confirmed')).statusCode).toBe(200);
    const res = await move(packer, 'cancelled', 'Out of cream');
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json().message).toBe(
      "Only the store's owner or a manager can cancel an order. Ask them to cancel it.",
    );
    const [part] = await t.db.select().from(orderParts).where(eq(orderParts.id, partId));
    expect(part.status).toBe('confirmed');
    // The packer still moves it forward.
    expect((await move(packer, 'preparing')).statusCode).toBe(200);
  });

  it('is left to the owner, a manager and an admin', async () => {
    expect((await move(manager, 'cancelled', 'No rider that evening')).statusCode).toBe(200);
    const admin = await quickUser(t.db, { role: 'admin' });
    // Already cancelled: the admin is past the role check and meets the order's own rule.
    expect((await move(admin, 'cancelled', 'Again')).statusCode).toBe(409);
  });

  it('the owner cancels, and the answer says so', async () => {
    const res = await move(owner, 'cancelled', 'Oven broke down');
    expect(res.statusCode, res.body).toBe(200);
    expect(ZDashboardOrderResponse.parse(res.json()).data.order.status).toBe('cancelled');
  });

  it('tells the dashboard whom to offer Cancel: not a packer', async () => {
    expect((await card(packer)).mayCancel).toBe(false);
    expect((await card(manager)).mayCancel).toBe(true);
    expect((await card(owner)).mayCancel).toBe(true);
    expect((await card(await quickUser(t.db, { role: 'admin' }))).mayCancel).toBe(true);
  });

  describe('by a manager whose place in the team changes while the cancel is on its way', () => {
    const managerRow = () =>
      and(eq(storeStaff.storeId, shop.store.id), eq(storeStaff.userId, manager.user.id));
    /** The owner's change lands after the request was let in, before its transaction. */
    const meanwhile = (change: () => Promise<unknown>) =>
      onTestFinished(onRacePoint('order-status:start', async () => void (await change())));
    const status = async () =>
      (await t.db.select().from(orderParts).where(eq(orderParts.id, partId)))[0].status;

    it('is refused once the manager is made a packer', async () => {
      meanwhile(() => t.db.update(storeStaff).set({ role: 'packer' }).where(managerRow()));
      const res = await move(manager, 'cancelled', 'Out of cream');
      expect(res.statusCode, res.body).toBe(403);
      expect(await status()).toBe('placed');
    });

    it('finds no order once the manager has left the team', async () => {
      meanwhile(() => t.db.delete(storeStaff).where(managerRow()));
      const res = await move(manager, 'cancelled', 'Out of cream');
      expect(res.statusCode, res.body).toBe(404);
      expect(await status()).toBe('placed');
    });
  });
});
