import { ZOrderDetailResponse } from '@upahar/contract';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect } from 'vitest';
import {
  type CheckoutFixture,
  checkoutFixture,
  createAddress,
  createStore,
} from '../../db/factories/index.ts';
import { orderParts, outbox, products, stores, users } from '../../db/schema/index.ts';
import { it, t } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';
import { multipart } from '../../test/multipart.ts';
import { needs, squarePhoto, uploadPhoto } from '../../test/photos.ts';
import { api, DASHBOARD } from '../../test/requests.ts';
import { orderBody, placeOrderReq } from '../../test/shop.ts';

// The store approves the picture of a photo cake, or asks for another, before baking it; the
// shopper is e-mailed either way and sends a replacement from the order page.

const shop = api(t);
const desk = api(t, { base: DASHBOARD });
let fx: CheckoutFixture;
let seller: Awaited<ReturnType<typeof quickUser>>;
let customer: Awaited<ReturnType<typeof quickUser>>;
let orderId: string;
let partId: string;
let itemId: number;

beforeEach(async () => {
  fx = await checkoutFixture(t.db);
  await t.db.update(products).set({ photoPrintable: true }).where(eq(products.id, fx.cake.id));
  seller = await quickUser(t.db, { role: 'seller' });
  await t.db.update(stores).set({ ownerUserId: seller.user.id }).where(eq(stores.id, fx.store.id));
  customer = await quickUser(t.db);
  const photo = await uploadPhoto(
    t.app,
    customer.headers,
    { productId: fx.cake.id, pound: 2 },
    {
      bytes: await squarePhoto(needs(2).goodPixels),
    },
  );
  const added = await shop.post(
    'add-to-cart',
    { productId: fx.cake.id, pound: 2, photoId: photo.json().data.id },
    customer,
  );
  expect(added.statusCode, added.body).toBe(200);
  const address = await createAddress(t.db, { userId: customer.user.id, deliveryLocationId: fx.location.id });
  const placed = await placeOrderReq(t, customer, orderBody(fx, { address }));
  expect(placed.statusCode, placed.body).toBe(201);
  orderId = placed.json().data.orderId;
  [{ id: partId }] = await t.db.select().from(orderParts).where(eq(orderParts.orderId, orderId));
  const detail = ZOrderDetailResponse.parse(
    (await shop.get(`order-detail?orderId=${orderId}`, customer)).json(),
  );
  itemId = detail.data.order.items[0].id;
  expect(detail.data.order.items[0].photo).toMatchObject({ status: 'pending', reason: null });
});

const move = (status: string) =>
  desk.post(`orders/${partId}/status`, { status, note: '', early: true }, seller);
const review = (body: Record<string, unknown>, who = seller) =>
  desk.post(`orders/${partId}/photos/${itemId}`, body, who);
const mails = () => t.db.select().from(outbox).where(eq(outbox.recipient, customer.user.email));
const shopperSees = async () =>
  ZOrderDetailResponse.parse((await shop.get(`order-detail?orderId=${orderId}`, customer)).json()).data.order
    .items[0].photo;

describe('photo review', () => {
  it("is the order's own store's: another store's seller gets 404", async () => {
    const other = await quickUser(t.db, { role: 'seller' });
    await createStore(t.db, { name: 'Other Bakers', ownerUserId: other.user.id });
    expect((await review({ decision: 'approve' }, other)).statusCode).toBe(404);
  });

  it('refuses preparing until the photo is approved; asks for another, the shopper replaces it, approved', async () => {
    expect((await move('confirmed')).statusCode).toBe(200);
    const early = await move('preparing');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      "Approve the photo on Chocolate Truffle Cake before preparing it (or wait for the shopper's new one)",
    );

    const noReason = await review({ decision: 'retake' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors.reason).toEqual(['Tell the shopper what to change in the picture']);
    const asked = await review({ decision: 'retake', reason: 'The faces are cut off at the top' });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(await shopperSees()).toMatchObject({
      status: 'retake',
      reason: 'The faces are cut off at the top',
    });
    const retakeMail = (await mails()).find((m) => m.subject.startsWith('Please send another photo'));
    expect(retakeMail?.text).toContain('The faces are cut off at the top');
    expect(retakeMail?.text).toContain(`/profile/orders/view-order/${orderId}`);
    expect((await move('preparing')).statusCode).toBe(409);

    // The replacement: the shopper's own order only, checked like the first picture.
    const send = async (who: typeof customer, side: number) => {
      const body = multipart(
        { orderId, itemId: String(itemId) },
        {
          name: 'new.png',
          type: 'image/png',
          bytes: await squarePhoto(side, 'png'),
        },
      );
      return t.app.inject({
        method: 'POST',
        url: '/api/V2/order-cake-photo',
        headers: { ...who.headers, ...body.headers },
        payload: body.payload,
      });
    };
    expect((await send(await quickUser(t.db), 1200)).statusCode).toBe(404);
    expect((await send(customer, 50)).statusCode).toBe(400);
    const replaced = await send(customer, 1200);
    expect(replaced.statusCode, replaced.body).toBe(200);
    const now = await shopperSees();
    expect(now).toMatchObject({ status: 'pending', reason: null });
    expect(now?.url).toBe(replaced.json().data.photo.url);
    expect((await send(customer, 1200)).statusCode).toBe(409);

    const approved = await review({ decision: 'approve' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().message).toBe('Photo approved');
    expect((await mails()).some((m) => m.subject.endsWith('is approved'))).toBe(true);
    expect((await move('preparing')).statusCode).toBe(200);
    // Baking: the photo no longer changes.
    expect((await review({ decision: 'retake', reason: 'again' })).statusCode).toBe(409);
  });

  it('e-mails the shopper in their language', async () => {
    await t.db.update(users).set({ locale: 'ne' }).where(eq(users.id, customer.user.id));
    expect((await review({ decision: 'approve' })).statusCode).toBe(200);
    // The order's confirmation is in the outbox too, and rows come back in no set order.
    const subjects = (await mails()).map((m) => m.subject);
    expect(
      subjects.filter((s) => s.includes('स्वीकृत')),
      subjects.join(' | '),
    ).toHaveLength(1);
  });
});
