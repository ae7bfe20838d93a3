import { ZOrderDetailResponse } from '@upahar/contract';
import { sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { it, t } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';
import { createDeliveryLocation, createOrder, createProduct } from '../factories/index.ts';
import { orderItems } from '../schema/index.ts';
import { seedPhotoCakeOrder } from './photo-cake-order.ts';

describe('demo photo cake order', () => {
  it("waits for the store's review of a served picture cut for its cake", async () => {
    const me = await quickUser(t.db, { email: 'customer@upahar.demo' });
    await createProduct(t.db, {
      slug: 'strawberry-photo-cake',
      type: 'cake',
      photoPrintable: true,
      minPound: 2,
    });
    const location = await createDeliveryLocation(t.db);
    // A slot of the shop's own: the demo's is made by the delivery seed.
    const { timeSlotId: slotId } = await createOrder(t.db, { userId: me.user.id });
    await t.db.transaction((tx) =>
      seedPhotoCakeOrder(tx, { customerId: me.user.id, locationId: location.id, slotId, address: {} }),
    );
    const [{ orderId }] = await t.db
      .select({ orderId: orderItems.orderId })
      .from(orderItems)
      .where(sql`${orderItems.options}->>'photoId' is not null`);
    const detail = ZOrderDetailResponse.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/V2/order-detail?orderId=${orderId}`,
          headers: me.headers,
        })
      ).json(),
    );
    const photo = detail.data.order.items[0].photo;
    expect(photo).toMatchObject({ status: 'pending', reason: null });
    const served = await t.app.inject({ method: 'GET', url: photo?.url ?? '' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });
});
