import { eq, inArray } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { checkoutFixture } from '../../db/factories/checkout.ts';
import { createOrder } from '../../db/factories/orders.ts';
import { carts, media, orderComplaints, uploads } from '../../db/schema/index.ts';
import * as clock from '../../lib/clock.ts';
import { hashToken } from '../../lib/tokens.ts';
import { cartApi, who } from '../../test/cart-api.ts';
import { freezeClock } from '../../test/clock.ts';
import { it, t } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';
import { GUEST_CART_KEEP_DAYS } from '../cart/index.ts';
import { UNSENT_UPLOAD_KEEP_HOURS } from '../uploads/index.ts';
import { runHousekeeping } from './housekeeping.ts';

// The clean-up pass (decision 007 left these growing): visitors' carts nobody comes back to, and
// complaint images uploaded but never sent. Everything somebody still uses stays.

const DAY = 86_400_000;
const ago = (ms: number) => new Date(clock.now().getTime() - ms);

async function guestCart(updatedAt: Date) {
  const [row] = await t.db
    .insert(carts)
    .values({ guestTokenHash: hashToken(`token-${Math.random()}`), updatedAt })
    .returning({ id: carts.id });
  return row.id;
}

async function upload(o: { userId: string; createdAt: Date; complaintId?: number }) {
  const name = `${Math.random().toString(16).slice(2)}.webp`;
  await t.db.insert(media).values({
    path: `uploads/${name}`,
    contentType: 'image/webp',
    bytes: Buffer.from('RIFF'),
    size: 4,
  });
  const [row] = await t.db
    .insert(uploads)
    .values({
      userId: o.userId,
      contentType: 'image/webp',
      width: 1,
      height: 1,
      bytes: 4,
      path: `/uploads/${name}`,
      complaintId: o.complaintId ?? null,
      createdAt: o.createdAt,
    })
    .returning({ id: uploads.id });
  return { id: row.id, mediaPath: `uploads/${name}` };
}

describe('housekeeping', () => {
  it("forgets visitors' carts idle for a month, never a user's cart or a recent one", async () => {
    const old = await guestCart(ago((GUEST_CART_KEEP_DAYS + 1) * DAY));
    const recent = await guestCart(ago((GUEST_CART_KEEP_DAYS - 1) * DAY));
    const me = await quickUser(t.db);
    const [mine] = await t.db
      .insert(carts)
      .values({ userId: me.user.id, updatedAt: ago(365 * DAY) })
      .returning({ id: carts.id });

    expect(await runHousekeeping(t.app)).toMatchObject({ guestCarts: 1 });
    const left = await t.db
      .select({ id: carts.id })
      .from(carts)
      .where(inArray(carts.id, [old, recent, mine.id]));
    expect(left.map((r) => r.id).sort()).toEqual([recent, mine.id].sort());
  });

  it("counts a visitor cart's idle month from its last change, on the shop's clock", async () => {
    const fx = await checkoutFixture(t.db);
    const a = cartApi(t);
    const start = freezeClock(new Date('2025-06-11T04:00:00Z'));
    const later = (days: number) => freezeClock(new Date(start.getTime() + days * DAY));
    const token = (await a.add({ productId: fx.product.id })).cartId as string;
    // A change a day before the month is up starts it again.
    later(GUEST_CART_KEEP_DAYS - 1);
    await a.add({ productId: fx.product.id }, who({ token }));
    later(GUEST_CART_KEEP_DAYS + 1);
    expect(await runHousekeeping(t.app)).toMatchObject({ guestCarts: 0 });
    later(2 * GUEST_CART_KEEP_DAYS);
    expect(await runHousekeeping(t.app)).toMatchObject({ guestCarts: 1 });
    expect(await t.db.select().from(carts)).toEqual([]);
  });

  it('deletes complaint images never sent after a day, with their bytes; sent ones stay', async () => {
    const me = await quickUser(t.db);
    const order = await createOrder(t.db, { userId: me.user.id, status: 'delivered' });
    const [complaint] = await t.db
      .insert(orderComplaints)
      .values({ orderId: order.id, userId: me.user.id, subject: 'Squashed', message: 'The box was crushed' })
      .returning({ id: orderComplaints.id });
    const tooOld = ago((UNSENT_UPLOAD_KEEP_HOURS + 1) * 3_600_000);
    const unsent = await upload({ userId: me.user.id, createdAt: tooOld });
    const sent = await upload({ userId: me.user.id, createdAt: tooOld, complaintId: complaint.id });
    const fresh = await upload({ userId: me.user.id, createdAt: clock.now() });

    expect(await runHousekeeping(t.app)).toMatchObject({ unsentUploads: 1 });
    const ids = (await t.db.select({ id: uploads.id }).from(uploads)).map((r) => r.id).sort();
    expect(ids).toEqual([sent.id, fresh.id].sort());
    expect(await t.db.select().from(media).where(eq(media.path, unsent.mediaPath))).toEqual([]);
    expect(
      await t.db.select({ p: media.path }).from(media).where(eq(media.path, sent.mediaPath)),
    ).toHaveLength(1);
    // A second pass has nothing left to do.
    expect(await runHousekeeping(t.app)).toMatchObject({ guestCarts: 0, unsentUploads: 0 });
  });
});
