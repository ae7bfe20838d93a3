import type { APIRequestContext } from '@playwright/test';
import { expect, gotoHydrated, rupees, test, testSession, useSession } from '../fixtures';
import { openStore } from '../selling';

// A new seller's cake on a phone: its product page offers exactly what the seller chose (no
// icing or height she never offered, and the cart refuses them), and its listed price is what the
// cart charges for the cheapest choice.

test.use({ viewport: { width: 390, height: 844 } });

// A 64 x 48 plum-coloured PNG: products go live only with a picture.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwCAIAAAAuKetIAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAfUlEQVRoge2SAQkAURSD1uyyLIflL4Y8/sAAOha+nia6AQuoviK7UO8S3YAFVF+RXah3iW7AAqqvyC7Uu0Q3YAHVV2QX6l2iG7CA6iuyC/Uu0Q1YQPUV2YV6l+gGLKD6iuxCvUt0AxZQfUV2od4lugELqL4iu1DvEt2AxwN+zWtExOHtAUEAAAAASUVORK5CYII=',
  'base64',
);

type Named = { id: number; name: string };

/** A new store's live cake at Rs 1,350 for 1 lb, offering Chocolate and Black Forest, Round only. */
async function newCake(request: APIRequestContext) {
  const tag = Date.now().toString(36);
  const seller = await testSession(request);
  await openStore(request, seller, `Lalitpur Home Bakes ${tag}`);
  const auth = { authorization: `Bearer ${seller.token}` };
  const options = (await (await request.get('/api/dashboard/v1/product-options', { headers: auth })).json())
    .data;
  const category = options.categories.find((c: Named) => /cake/i.test(c.name)) ?? options.categories[0];
  const created = await request.post('/api/dashboard/v1/products', {
    headers: auth,
    data: {
      name: `Home Chocolate Cake ${tag}`,
      storeId: options.stores[0].id,
      type: 'cake',
      categoryId: category.id,
      description: 'A soft chocolate sponge baked at home in Lalitpur.',
      price: 1350,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const product = (await created.json()).data;
  const id: string = product.id;
  const image = await request.post(`/api/dashboard/v1/products/${id}/images`, {
    headers: auth,
    multipart: { file: { name: 'cake.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(image.status(), await image.text()).toBe(200);

  const cake = (await (await request.get(`/api/dashboard/v1/cakes/${id}`, { headers: auth })).json()).data;
  const flavour = (name: string) => cake.range.flavours.find((f: Named) => f.name === name).id;
  const round = cake.range.shapes.find((s: Named) => s.name === 'Round').id;
  const saved = await request.put(`/api/dashboard/v1/cakes/${id}/choices`, {
    headers: auth,
    data: {
      ownFlavourId: flavour('Chocolate'),
      flavourIds: [flavour('Chocolate'), flavour('Black Forest')],
      shapeIds: [round],
      icingTypeIds: [],
      offersTaller: false,
      tiers: [1],
      minPound: 1,
      maxPound: 4,
      offersEggless: false,
      offersLessCream: false,
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const live = await request.post(`/api/dashboard/v1/products/${id}/publish`, { headers: auth });
  expect(live.status(), await live.text()).toBe(200);
  return { id, slug: product.slug as string, seller };
}

test('a new cake offers only its seller’s choices, and the cart refuses any other', async ({
  page,
  request,
}) => {
  const { id, slug } = await newCake(request);
  await gotoHydrated(page, `/product/${slug}`);
  const configurator = page.getByRole('region', { name: 'Make it yours' });
  const flavourGroup = configurator.getByRole('group', { name: 'Flavour' });
  await expect(flavourGroup.getByRole('radio')).toHaveCount(2);
  await expect(flavourGroup.getByRole('radio', { name: /^Chocolate/ })).toHaveCount(1);
  await expect(flavourGroup.getByRole('radio', { name: /^Black Forest/ })).toHaveCount(1);
  // No height, icing or shape choice the seller never made.
  await expect(configurator.getByRole('group', { name: 'Height' })).toHaveCount(0);
  await expect(configurator.getByRole('radio', { name: /^\d+ in/ })).toHaveCount(0);
  await expect(configurator.getByText('Icing', { exact: true })).toHaveCount(0);
  await expect(configurator.getByText(/Fondant|ganache|Buttercream|Whipped/)).toHaveCount(0);
  await expect(configurator.getByRole('radio', { name: /^Heart/ })).toHaveCount(0);

  // The server refuses what the page does not offer, with a reason a person understands.
  const shopper = await testSession(request);
  const auth = { authorization: `Bearer ${shopper.token}` };
  for (const [extra, words] of [
    [{ icingType: 'fondant' }, /icing/i],
    [{ height: 6 }, /inches tall/],
    [{ shape: 'heart' }, /does not come in Heart shape/],
  ] as const) {
    const res = await request.post('/api/V2/add-to-cart', {
      headers: auth,
      data: { productId: id, pound: 1, ...extra },
    });
    expect(res.status(), await res.text()).toBe(400);
    expect((await res.json()).message).toMatch(words);
  }
});

test('a new cake’s listed price is what the cart charges for its cheapest choice', async ({
  page,
  request,
}) => {
  const { id, slug } = await newCake(request);
  const { data: listed } = await (await request.get(`/api/V2/product/${slug}`)).json();
  const listedPrice: number = listed.price;
  expect(listedPrice).toBe(135_000);

  const shopper = await testSession(request);
  await useSession(page, shopper.token);
  await gotoHydrated(page, `/product/${slug}`);
  const main = page.getByRole('main');
  await expect(main.getByText(rupees(135_000)).first()).toBeVisible();
  // The page starts from the cake's own flavour, at no extra cost.
  const own = page
    .getByRole('region', { name: 'Make it yours' })
    .getByRole('group', { name: 'Flavour' })
    .getByRole('radio', { name: /^Chocolate/ });
  await expect(own).toBeChecked();
  await main
    .getByRole('button', { name: /^Add to cart/ })
    .first()
    .click();

  await expect
    .poll(async () => {
      const cart = (
        await (
          await request.get('/api/V2/cart', { headers: { authorization: `Bearer ${shopper.token}` } })
        ).json()
      ).data;
      const items = cart.cartItems as { productId: string; sellingPrice: number }[];
      return items.find((i) => i.productId === id)?.sellingPrice ?? null;
    })
    .toBe(listedPrice);
});
