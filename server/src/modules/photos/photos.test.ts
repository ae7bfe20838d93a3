import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeEach, describe, expect } from 'vitest';
import { type CheckoutFixture, checkoutFixture } from '../../db/factories/checkout.ts';
import { cartItems, products } from '../../db/schema/index.ts';
import { it, t } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';
import { needs, squarePhoto, uploadPhoto } from '../../test/photos.ts';
import { api } from '../../test/requests.ts';

// The picture for a photo cake is checked on the server (type by its bytes, size, resolution for
// the cake's size), re-encoded, cut to the cake's shape, and named by the cart line.

let fx: CheckoutFixture;
let me: Awaited<ReturnType<typeof quickUser>>;
const shop = api(t);
beforeEach(async () => {
  fx = await checkoutFixture(t.db);
  await t.db.update(products).set({ photoPrintable: true }).where(eq(products.id, fx.cake.id));
  me = await quickUser(t.db);
});

const upload = (
  bytes: Buffer,
  o: { pound?: number; shape?: string; type?: string; productId?: string } = {},
) =>
  uploadPhoto(
    t.app,
    me.headers,
    { productId: o.productId ?? fx.cake.id, pound: o.pound ?? 2, shape: o.shape },
    { bytes, type: o.type },
  );

describe('upload checks', () => {
  it('refuses what is not a JPEG, PNG or WebP by its bytes, whatever it is called', async () => {
    const res = await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), {
      type: 'image/jpeg',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().errors.file).toEqual(['Upload a JPEG, PNG or WebP image']);
  });

  it('refuses a file over 10 MB with 413', async () => {
    const big = Buffer.concat([await squarePhoto(40), Buffer.alloc(10 * 1024 * 1024 + 10)]);
    const res = await upload(big);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Choose a picture under 10 MB');
  });

  it('refuses a picture below the least resolution for the size, saying what it needs', async () => {
    const { minPixels } = needs(2);
    const res = await upload(await squarePhoto(minPixels - 20));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.file[0]).toBe(
      `This picture is too small to print on a 2 lb cake: it needs at least ${minPixels} × ${minPixels} pixels and this one is ${minPixels - 20} × ${minPixels - 20}. Choose a larger picture.`,
    );
    // The same picture suits a smaller cake.
    expect((await upload(await squarePhoto(minPixels - 20), { pound: 0.5 })).statusCode).toBe(200);
  });

  it('accepts a low-resolution picture with a warning, and a large one without', async () => {
    const { minPixels, goodPixels } = needs(2);
    const low = await upload(await squarePhoto(minPixels + 10, 'png'));
    expect(low.statusCode, low.body).toBe(200);
    expect(low.json().data.warning).toBe(
      `This picture may print blurry on a 2 lb cake; a larger one would look sharper (about ${goodPixels} × ${goodPixels} pixels).`,
    );
    const good = await upload(await squarePhoto(goodPixels + 10, 'webp'));
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json().data.warning).toBeNull();
  });

  it('re-encodes to WebP without metadata, cut to a circle for a round cake and 4:3 for a sheet', async () => {
    const { goodPixels } = needs(2);
    const withGps = await sharp(await squarePhoto(goodPixels))
      .withMetadata({ exif: { IFD0: { Copyright: 'secret place' } } })
      .jpeg()
      .toBuffer();
    const res = await upload(withGps, { shape: 'round' });
    const photo = res.json().data;
    const file = await t.app.inject({ method: 'GET', url: photo.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect([meta.width, meta.height, meta.hasAlpha]).toEqual([photo.width, photo.height, true]);
    // Outside the circle is transparent; its centre is not.
    const { data, info } = await sharp(file.rawPayload).raw().toBuffer({ resolveWithObject: true });
    const alpha = (x: number, y: number) => data[(y * info.width + x) * info.channels + 3];
    expect(alpha(0, 0)).toBe(0);
    expect(alpha(Math.floor(info.width / 2), Math.floor(info.height / 2))).toBe(255);

    const sheet = (await upload(await squarePhoto(goodPixels * 2), { shape: 'rectangle' })).json().data;
    expect(sheet.width / sheet.height).toBeCloseTo(4 / 3, 1);
  });

  it('takes pictures for photo cakes only', async () => {
    const res = await upload(await squarePhoto(600), { productId: fx.product.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This cake does not take a photo');
  });
});

describe('cart lines', () => {
  it('need a photo checked for their size; two photos are two lines', async () => {
    const { goodPixels } = needs(2);
    const add = (body: Record<string, unknown>) =>
      shop.post('add-to-cart', { productId: fx.cake.id, pound: 2, ...body }, me);
    const none = await add({});
    expect(none.statusCode).toBe(400);
    expect(none.json().errors.photoId).toEqual(['Add the photo to print on this cake']);

    const one = (await upload(await squarePhoto(goodPixels))).json().data.id as string;
    const two = (await upload(await squarePhoto(goodPixels))).json().data.id as string;
    const other = await add({ photoId: one, pound: 3 });
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toBe('The photo was prepared for another size or shape: add it again');

    expect((await add({ photoId: one })).statusCode).toBe(200);
    expect((await add({ photoId: one })).statusCode).toBe(200);
    const cart = (await add({ photoId: two })).json().data;
    expect(cart.cartItems.map((l: { quantity: number }) => l.quantity).sort()).toEqual([1, 2]);
    expect(
      cart.cartItems.map((l: { productDetails: { photo: string } }) => l.productDetails.photo).sort(),
    ).toEqual([`/media/cake-photos/${one}.webp`, `/media/cake-photos/${two}.webp`].sort());
    const lines = await t.db.select().from(cartItems).where(eq(cartItems.productId, fx.cake.id));
    expect(lines.map((l) => l.options.photoId).sort()).toEqual([one, two].sort());
  });
});
