import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { addDays } from '@upahar/contract';
import { apiGet } from './fixtures';

// Steps of the checkout shared by the buying specs.

/** Waits until the page has hydrated and nothing is loading, so clicks are handled. */
export async function ready(page: Page) {
  await page.locator('html[data-hydrated="true"]').waitFor();
}

/** Adds a product by slug to the user's cart through the API (the product page has its own spec). */
export async function addToCartApi(request: APIRequestContext, token: string, slug: string, quantity = 1) {
  const { data } = await apiGet<{ id: string }>(request, `product/${slug}`);
  const res = await request.post('/api/V2/add-to-cart', {
    headers: { authorization: `Bearer ${token}` },
    data: { productId: data.id, quantity, source: 'web' },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** On the delivery step of a shopper without addresses: the inline form, filled and saved. */
export async function fillNewAddress(page: Page, a: { receiver: string; phone: string; landmark: string }) {
  const form = page.locator('form').filter({ has: page.getByLabel('Receiver name') });
  await form.getByLabel('Receiver name').waitFor();
  await form.getByLabel('Alias').fill('Home');
  await form.getByLabel('Receiver name').fill(a.receiver);
  await form.getByLabel('Phone number', { exact: true }).fill(a.phone);
  await form.getByLabel('Landmark').fill(a.landmark);
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByRole('radiogroup', { name: 'Delivery address' })).toContainText(a.receiver);
}

/** Picks the first method's first slot that can be chosen and goes on to the payment step. */
export async function toPaymentStep(page: Page) {
  const slots = page.getByRole('radiogroup', { name: 'Time slot' });
  // CI keeps only this output: when the slots never come, say what the step showed instead.
  await slots.waitFor({ timeout: 30_000 }).catch(async (e: Error) => {
    const shown = await page
      .locator('main')
      .ariaSnapshot()
      .catch(() => '(no main)');
    throw new Error(`${e.message}\n--- the delivery step showed:\n${shown}`);
  });
  await slots.getByRole('radio', { disabled: false }).first().check();
  await page.getByRole('button', { name: 'Continue to payment' }).filter({ visible: true }).click();
  await page.getByRole('radiogroup', { name: 'Payment method' }).waitFor();
}

/** The order id of the confirmation page's URL. */
export function placedOrderId(page: Page): string {
  const id = new URL(page.url()).searchParams.get('orderId');
  if (!id) throw new Error(`no orderId in ${page.url()}`);
  return id;
}

/**
 * A placed order (cash on delivery unless told) made through the API, as the checkout would make
 * it, for the first day it can be delivered, or `daysLater` days after that.
 */
export async function orderViaApi(
  request: APIRequestContext,
  token: string,
  slug: string | string[] = 'dozen-red-roses-bouquet',
  paymentMethod: 'cod' | 'test' = 'cod',
  daysLater = 0,
) {
  const auth = { authorization: `Bearer ${token}` };
  for (const s of Array.isArray(slug) ? slug : [slug]) await addToCartApi(request, token, s);
  const cart = (await (await request.get('/api/V2/cart', { headers: auth })).json()).data;
  const locations = (await (await request.get('/api/V2/delivery-locations')).json()).data.deliveryLocations;
  const add = await request.post('/api/V2/add-shipping-address', {
    headers: auth,
    data: {
      deliveryLocationId: locations[0].id,
      alias: 'Home',
      receiverName: 'Gita Rai',
      phoneNumber: 9851234567,
      landmark: 'Near the bus park',
    },
  });
  const address = (await add.json()).data;
  const charge = (
    await (
      await request.post('/api/V2/delivery-charge', {
        headers: auth,
        data: { locationId: address.deliveryLocationId, cartItems: [] },
      })
    ).json()
  ).data;
  const deliveryDate = addDays(charge.firstDeliveryDate, daysLater);
  const slots = (
    await (
      await request.post('/api/V2/delivery-methods-time-slot', {
        headers: auth,
        data: { locationId: address.deliveryLocationId, date: deliveryDate, cartItems: [] },
      })
    ).json()
  ).data;
  const method = slots.methods[0];
  const slot = method.slots.find((s: { available: boolean }) => s.available);
  // Placed at the total the summary shows, as the checkout page does.
  const summary = await request.post('/api/V2/checkout-summary', {
    headers: auth,
    data: { locationId: address.deliveryLocationId, deliveryMethodId: method.id, cartItems: [] },
  });
  expect(summary.status(), await summary.text()).toBe(200);
  const res = await request.post('/api/V2/place-order', {
    headers: { ...auth, 'idempotency-key': `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}` },
    data: {
      cartItems: cart.cartItems.map((l: { cartItemId: string }) => l.cartItemId),
      addressId: address.addressId,
      deliveryMethodId: method.id,
      timeSlotId: slot.id,
      deliveryDate,
      paymentMethod,
      expectedTotal: (await summary.json()).data.total,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data.orderId as string;
}

/** The order's parts, one per store, as the shopper sees them. */
export async function partsOf(request: APIRequestContext, token: string, orderId: string) {
  const res = await request.get(`/api/V2/order-detail?orderId=${orderId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status(), await res.text()).toBe(200);
  const { order } = (await res.json()).data;
  return order.parts as { partId: string; number: string; storeName: string; status: string }[];
}

/**
 * A 48×48 PNG (berry red), small enough to inline and whole enough for the server, which decodes
 * every upload strictly and refuses a file with a broken checksum.
 */
export function tinyPng() {
  return Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAADAAAAAwCAIAAADYYG7QAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAYElEQVRYhe3WUQ3AAAxCwclBCdqRNRNLuo9LKqAh8OBZ+qt7zj+Yh0qh8NCkrOf4GTCWQuGhSVnPITQDrRQKD03KikMFxqiOKdeaH7mfZjPQSqHw0KSsOFRgjOrYp1F4Aewt5pcGzMUdAAAAAElFTkSuQmCC',
    'base64',
  );
}
