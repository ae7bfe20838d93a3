import { randomUUID } from 'node:crypto';
import { ZFeedbackDetailResponse, ZOrderDetailResponse, ZOrderListingResponse } from '@upahar/contract';
import { beforeEach, describe, expect } from 'vitest';
import { createOrder } from '../../db/factories/index.ts';
import { it, t } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';
import { api } from '../../test/requests.ts';

let me: Awaited<ReturnType<typeof quickUser>>;
beforeEach(async () => {
  me = await quickUser(t.db);
});

const { get, post } = api(t, { as: () => me });

describe('customer orders', () => {
  it('lists my orders newest first, ten a page, with the cancellation reasons', async () => {
    // One product and location for all, so the setup stays quick.
    const first = await createOrder(t.db, { userId: me.user.id, placedAt: new Date(Date.UTC(2026, 10, 1)) });
    const items = [{ productId: first.items[0].productId, quantity: 1, unitPricePaisa: 150_000 }];
    for (let i = 1; i < 12; i++) {
      await createOrder(t.db, {
        userId: me.user.id,
        items,
        deliveryLocationId: first.deliveryLocationId,
        timeSlotId: first.timeSlotId,
        placedAt: new Date(Date.UTC(2026, 10, 1 + i)),
      });
    }
    const other = await quickUser(t.db);
    await createOrder(t.db, { userId: other.user.id });
    const res1 = await get('order-listing?page=1');
    expect(res1.statusCode, res1.body).toBe(200);
    const page1 = ZOrderListingResponse.parse(res1.json());
    expect(page1.data.orders).toHaveLength(10);
    expect(page1.meta?.pagination).toMatchObject({ total: 12, totalPages: 2, currentPage: 1 });
    expect(page1.data.orders[0].placedAt > page1.data.orders[1].placedAt).toBe(true);
    expect(page1.data.cancellationReasons.length).toBeGreaterThan(3);
    const page2 = ZOrderListingResponse.parse((await get('order-listing?page=2')).json());
    expect(page2.data.orders).toHaveLength(2);
    expect((await get('order-listing?page=0')).statusCode).toBe(400);
    expect((await get('order-listing?page=abc')).statusCode).toBe(400);
  });

  it("answers 404 for someone else's order and for unknown ids, 400 for malformed ones", async () => {
    const other = await quickUser(t.db);
    const theirs = await createOrder(t.db, { userId: other.user.id });
    expect((await get(`order-detail?orderId=${theirs.id}`)).statusCode).toBe(404);
    expect((await get(`order-detail?orderId=${randomUUID()}`)).statusCode).toBe(404);
    expect((await get('order-detail?orderId=42')).statusCode).toBe(400);
    expect((await post('cancellation-request', { orderId: theirs.id, reasonId: 1 })).statusCode).toBe(404);
    expect((await post('order-feedback', { orderId: theirs.id, rating: 5 })).statusCode).toBe(404);
    expect((await get(`order-detail?orderId=${theirs.id}`, {})).statusCode).toBe(401);
  });

  it('takes feedback on a delivered order and reads it back', async () => {
    const delivered = await createOrder(t.db, { userId: me.user.id, status: 'delivered' });
    const detail = ZOrderDetailResponse.parse((await get(`order-detail?orderId=${delivered.id}`)).json()).data
      .order;
    expect(detail.canFeedback).toBe(true);
    expect((await post('order-feedback', { orderId: delivered.id, rating: 6 })).statusCode).toBe(400);
    const saved = await post('order-feedback', {
      orderId: delivered.id,
      rating: 5,
      comment: 'Lovely cake, on time',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const read = ZFeedbackDetailResponse.parse(
      (await post('order/feedback', { orderId: delivered.id })).json(),
    );
    expect(read.data.feedback).toMatchObject({ rating: 5, comment: 'Lovely cake, on time' });
  });

  it('refuses a cancellation reason that is not on the list', async () => {
    const order = await createOrder(t.db, { userId: me.user.id });
    const res = await post('cancellation-request', { orderId: order.id, reasonId: 99 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/reason/);
  });
});
