import type { APIRequestContext } from '@playwright/test';
import { orderViaApi, partsOf } from '../buying';
import {
  type ApiCard,
  apiGet,
  expect,
  gotoHydrated,
  rupees,
  scrollToCommunity,
  scrollToLater,
  test,
  testSession,
} from '../fixtures';
import { deliverViaApi } from '../selling';

// The product page, its cake configurator priced by the server, canonical URLs and
// JSON-LD (SEO), the delivery location picker and reviews.

type CakeOptions = {
  defaultFlavourId: number | null;
  flavours: { id: number; name: string }[];
  icingTypes: { slug: string; name: string }[];
  shapes: { slug: string; name: string }[];
  tiers: { tiers: number; name: string; minPound: number; heights: number[] }[];
  minPound: number;
  maxPound: number;
  step: number;
};
type ProductDetail = ApiCard & {
  canonicalPath: string;
  images: { path: string; alt: string }[];
  store: { name: string };
};

/** A cake from the cakes listing whose configurator offers a second tier that needs more pounds. */
async function findCake(request: APIRequestContext) {
  const listing = await apiGet<{ products: ApiCard[] }>(request, 'category/cakes', { perPage: 24 });
  for (const p of listing.data.products.filter((x) => x.type === 'cake')) {
    const { data: o } = await apiGet<CakeOptions>(request, 'cake-options', { productId: p.id });
    const start = p.minPound ?? o.minPound;
    const twoTiers = o.tiers.find((t) => t.tiers === 2);
    if (o.tiers[0]?.tiers === 1 && twoTiers && twoTiers.minPound > start && o.maxPound > start) {
      return { product: p, options: o, start, twoTiers };
    }
  }
  throw new Error('the seed has no cake with a two-tier option');
}

/** The product-price question the configurator sends for its default choice with these changes. */
function priceQuery(productId: string, o: CakeOptions, pound: number, tier: number) {
  const t = o.tiers.find((x) => x.tiers === tier);
  return {
    productId,
    pound,
    tier,
    height: t?.heights[0] ?? 0,
    flavorId: o.defaultFlavourId ?? o.flavours[0].id,
    icingType: o.icingTypes[0].slug,
    shape: o.shapes[0].slug,
    eggless: '0',
    lessCream: '0',
  };
}

async function firstProduct(request: APIRequestContext, slug = 'cakes', index = 0) {
  const listing = await apiGet<{ products: ApiCard[] }>(request, `category/${slug}`, { perPage: 24 });
  return apiGet<ProductDetail>(request, `product/${listing.data.products[index].slug}`).then((r) => r.data);
}

test('the cake configurator shows the server price and explains an impossible choice', async ({
  page,
  request,
}) => {
  const { product, options, start, twoTiers } = await findCake(request);
  const base = await apiGet<{ price: number }>(
    request,
    'product-price',
    priceQuery(product.id, options, start, 1),
  );
  const next = start + options.step;
  const bigger = await apiGet<{ price: number }>(
    request,
    'product-price',
    priceQuery(product.id, options, next, 1),
  );
  expect(bigger.data.price).not.toBe(base.data.price);

  await gotoHydrated(page, `/product/${product.slug}`);
  const configurator = page.getByRole('region', { name: 'Make it yours' });
  const weight = configurator.getByRole('group', { name: /^Weight/ });
  const price = configurator.getByTestId('cake-price');
  await expect(weight.getByRole('status')).toHaveText(`${start} lb`);
  await expect(price).toHaveText(rupees(base.data.price));

  await weight.getByRole('button', { name: 'More weight' }).click();
  await expect(weight.getByRole('status')).toHaveText(`${next} lb`);
  await expect(price).toHaveText(rupees(bigger.data.price));
  await expect(configurator.getByText('Updating price')).toHaveCount(0);

  // Back to the smallest cake, then two tiers: the server refuses it and says why.
  await weight.getByRole('button', { name: 'Less weight' }).click();
  await expect(price).toHaveText(rupees(base.data.price));
  await expect(weight.getByRole('button', { name: 'Less weight' })).toBeDisabled();
  const refused = await request.get('/api/V2/product-price', {
    params: priceQuery(product.id, options, start, 2),
  });
  expect(refused.status()).toBe(400);
  const { message } = (await refused.json()) as { message: string };
  expect(message).toBeTruthy();

  const tiers = configurator.getByRole('group', { name: 'Tiers' });
  const twoName = { name: new RegExp(`^${twoTiers.name}`) };
  const two = tiers.getByRole('radio', twoName);
  // The radios are visually hidden inside their pill (label): a shopper clicks the pill.
  await tiers
    .locator('label')
    .filter({ has: page.getByRole('radio', twoName) })
    .click();
  await expect(configurator.getByText(message, { exact: true })).toBeVisible();
  await expect(two).toBeChecked();
  await expect(weight.getByRole('status')).toHaveText(`${start} lb`);
  // The last possible price stays, labelled as such: never a total the server did not make.
  await expect(configurator.getByText('Price of your last possible choice')).toBeVisible();
  await expect(price).toHaveText(rupees(base.data.price));
});

test('at 1440 px the buy box under the picture follows the configurator and stays in view', async ({
  page,
  request,
}) => {
  const { product, options, start } = await findCake(request);
  const next = start + options.step;
  const bigger = await apiGet<{ price: number }>(
    request,
    'product-price',
    priceQuery(product.id, options, next, 1),
  );
  await gotoHydrated(page, `/product/${product.slug}`);
  const main = page.getByRole('main');
  const configurator = main.getByRole('region', { name: 'Make it yours' });
  const buyBox = main.getByRole('region', { name: `Buy ${product.name}` });
  // One buy box, one "Add to cart" for assistive technology (not one per layout).
  await expect(buyBox).toHaveCount(1);
  const add = main.getByRole('button', { name: 'Add to cart' });
  await expect(add).toHaveCount(1);
  await expect(add).toBeInViewport();

  // The same state: a heavier cake shows at once beside the buttons, with the server's price.
  await configurator.getByRole('button', { name: 'More weight' }).click();
  await expect(buyBox.getByText(new RegExp(`^${next} lb · `))).toBeVisible();
  await expect(buyBox.getByText(rupees(bigger.data.price), { exact: true })).toBeVisible();

  // Still there at the configurator's last option, beside the picture.
  const lastOption = configurator.getByRole('button', { name: 'More quantity' });
  await lastOption.scrollIntoViewIfNeeded();
  await expect(lastOption).toBeInViewport();
  await expect(add).toBeInViewport();
  await expect(main.getByRole('button', { name: 'Buy now' })).toBeInViewport();
  const detail = (await apiGet<ProductDetail>(request, `product/${product.slug}`)).data;
  const picture = main.getByRole('img', { name: detail.images[0].alt, exact: true }).first();
  await expect(picture).toBeInViewport();
  const [boxAt, pictureAt, optionAt] = await Promise.all(
    [buyBox, picture, lastOption].map(
      async (l) => (await l.boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 },
    ),
  );
  expect(boxAt.x + boxAt.width).toBeLessThan(optionAt.x);
  expect(boxAt.y).toBeGreaterThanOrEqual(pictureAt.y + pictureAt.height);

  // The keyboard reaches it right after the choices and the delivery, not before them.
  await main.getByRole('region', { name: 'Delivery' }).getByRole('combobox', { name: 'Deliver to' }).focus();
  let reached = false;
  for (let i = 0; i < 8 && !reached; i++) {
    await page.keyboard.press('Tab');
    reached = await add.evaluate((el) => el === document.activeElement);
  }
  expect(reached, '"Add to cart" is a few Tab presses after the delivery area').toBe(true);
});

test.describe('at 390 px wide', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the product page shows gallery, name, price and configurator without sideways scroll', async ({
    page,
    request,
  }) => {
    const { product } = await findCake(request);
    const detail = (await apiGet<ProductDetail>(request, `product/${product.slug}`)).data;
    await gotoHydrated(page, `/product/${product.slug}`);
    const main = page.getByRole('main');
    const image = main.getByRole('img', { name: detail.images[0].alt, exact: true }).first();
    await expect(image).toBeVisible();
    await expect(main.getByRole('heading', { level: 1, name: detail.name })).toBeVisible();
    await expect(main.getByText(rupees(detail.price), { exact: true }).first()).toBeVisible();
    const configurator = main.getByRole('region', { name: 'Make it yours' });
    await configurator.scrollIntoViewIfNeeded();
    await expect(configurator).toBeVisible();
    await expect(configurator.getByRole('button', { name: 'More weight' })).toBeVisible();
    await expect(image).toHaveJSProperty('complete', true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // The buy card sticks to the bottom while the shopper is in the configurator, as before.
    const add = main.getByRole('button', { name: 'Add to cart' });
    await expect(add).toHaveCount(1);
    await configurator.getByRole('group', { name: 'Flavour' }).scrollIntoViewIfNeeded();
    await expect(add).toBeInViewport();
  });
});

test.describe('URLs and structured data (SEO)', () => {
  test('/product/{id} answers 301 to /product/{slug}', async ({ page, request }) => {
    const p = await firstProduct(request);
    const res = await request.get(`/product/${p.id}`, { maxRedirects: 0 });
    expect(res.status()).toBe(301);
    expect(res.headers().location).toBe(`/product/${p.slug}`);
    await page.goto(`/product/${p.id}`);
    await expect(page).toHaveURL(new RegExp(`/product/${p.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: p.name })).toBeVisible();
  });

  test('an unknown product answers 404', async ({ request }) => {
    const res = await request.get('/product/no-such-cake-anywhere');
    expect(res.status()).toBe(404);
    const id = await request.get('/product/00000000-0000-4000-8000-000000000000');
    expect(id.status()).toBe(404);
  });

  test('the HTML carries Product JSON-LD', async ({ request }) => {
    const p = await firstProduct(request);
    const html = await (await request.get(`/product/${p.slug}`)).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]) as Record<string, unknown>,
    );
    const ld = blocks.find((b) => b['@type'] === 'Product');
    expect(ld, 'a JSON-LD block with @type Product').toBeDefined();
    expect(ld).toMatchObject({ '@context': 'https://schema.org', name: p.name });
    expect(ld?.offers).toMatchObject({
      '@type': 'Offer',
      price: (p.price / 100).toFixed(2),
      priceCurrency: 'NPR',
      url: expect.stringMatching(new RegExp(`/product/${p.slug}$`)),
    });
  });
});

test('the delivery location picker checks the chosen area for this product', async ({ page, request }) => {
  const p = await firstProduct(request);
  const { data } = await apiGet<{ deliveryLocations: { id: number; name: string }[] }>(
    request,
    'delivery-locations',
  );
  const area = data.deliveryLocations.find((l) => l.name.length > 4) ?? data.deliveryLocations[0];
  const answer = await apiGet<{ eligible: boolean; message: string }>(
    request,
    'check-delivery-location-eligibility',
    { productId: p.id, locationId: area.id },
  );

  await gotoHydrated(page, `/product/${p.slug}`);
  const delivery = page.getByRole('region', { name: 'Delivery' });
  // The delivery box comes to life once the shopper reaches it.
  await scrollToLater(delivery);
  const input = delivery.getByRole('combobox', { name: 'Deliver to' });
  await expect(input).toHaveAttribute('placeholder', /Type your area/);
  await input.pressSequentially(area.name.slice(0, 4));
  const option = page
    .getByRole('listbox', { name: 'Delivery areas' })
    .getByRole('option', { name: area.name });
  await option.first().click();
  await expect(input).toHaveValue(area.name);
  if (answer.data.eligible) {
    await expect(delivery.getByText(`Delivers to ${area.name}`)).toBeVisible();
    await expect(delivery.getByText(/delivery charge Rs/)).toBeVisible();
  } else {
    await expect(delivery.getByText(answer.data.message)).toBeVisible();
  }
});

test.describe('reviews', () => {
  test('a shopper whose order was delivered reviews the cake, with a Verified purchase badge', async ({
    page,
    request,
    shopper,
  }) => {
    // The demo seller's bakery sells this cake, so its owner can bring the order to the door.
    const slug = 'classic-black-forest-cake';
    const orderId = await orderViaApi(request, shopper.token, slug);
    const [part] = await partsOf(request, shopper.token, orderId);
    const seller = await testSession(request, { email: 'seller@upahar.demo' });
    await deliverViaApi(request, seller.token, part.partId);

    await gotoHydrated(page, `/product/${slug}`);
    await scrollToCommunity(page);
    const reviews = page.getByRole('region', { name: /^Reviews/ });
    await reviews.getByRole('button', { name: 'Write a review' }).click();
    const form = reviews.getByRole('form', { name: 'Write a review' });
    // The radios are visually hidden behind the stars: click the fourth star (its label).
    const four = form.getByRole('radio', { name: /^4 stars/ });
    await form
      .locator('label')
      .filter({ has: page.getByRole('radio', { name: /^4 stars/ }) })
      .click();
    await expect(four).toBeChecked();
    const title = `Lovely cake ${Date.now().toString(36)}`;
    const body = 'Moist sponge, not too sweet, and it arrived right on time for the party.';
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Your review').fill(body);
    await form.getByRole('button', { name: 'Publish review' }).click();

    await expect(form).toHaveCount(0);
    const item = reviews.getByRole('listitem').filter({ hasText: title });
    await expect(item).toBeVisible();
    await expect(item.getByText(body)).toBeVisible();
    await expect(item.getByText('Your review')).toBeVisible();
    await expect(item.getByText('Verified purchase')).toBeVisible();
    await expect(item.getByRole('img', { name: '4.0 out of 5 stars' })).toBeVisible();
    await expect(reviews.getByRole('button', { name: 'Edit your review' })).toBeVisible();

    // It is stored: a fresh load shows it too, still with its badge.
    await gotoHydrated(page, `/product/${slug}`);
    const again = page
      .getByRole('region', { name: /^Reviews/ })
      .getByRole('listitem')
      .filter({ hasText: title });
    await expect(again.getByText('Verified purchase')).toBeVisible();
  });

  test('a shopper without a delivered order is told why instead of getting a form', async ({
    page,
    request,
    shopper,
  }) => {
    const slug = 'classic-black-forest-cake';
    // An order on its way does not count yet.
    await orderViaApi(request, shopper.token, slug);
    await gotoHydrated(page, `/product/${slug}`);
    await scrollToCommunity(page);
    const reviews = page.getByRole('region', { name: /^Reviews/ });
    await expect(
      reviews.getByText('You can review this cake once an order of it has been delivered to you.'),
    ).toBeVisible();
    await expect(reviews.getByRole('button', { name: 'Write a review' })).toHaveCount(0);
    await expect(reviews.getByRole('form')).toHaveCount(0);
  });

  test('a visitor is asked to log in instead of getting the form', async ({ page, request }) => {
    const p = await firstProduct(request, 'cakes', 1);
    await gotoHydrated(page, `/product/${p.slug}`);
    await scrollToCommunity(page);
    const reviews = page.getByRole('region', { name: /^Reviews/ });
    const login = reviews.getByRole('link', { name: 'Log in to write a review' });
    await expect(login).toBeVisible();
    await expect(login).toHaveAttribute('href', new RegExp(`^/login\\?referrer=%2Fproduct%2F${p.slug}`));
    await expect(reviews.getByText('Reviews come from shoppers whose order was delivered.')).toBeVisible();
    await expect(reviews.getByRole('button', { name: 'Write a review' })).toHaveCount(0);
    await expect(reviews.getByRole('form')).toHaveCount(0);
  });
});
