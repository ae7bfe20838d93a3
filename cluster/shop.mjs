// The shop's API as the checks use it: a shopper, a cart, an order placed the way the web
// checkout places one (the total the summary showed, a fresh Idempotency-Key).
import { randomUUID } from 'node:crypto';

/** The demo shop's best-selling bouquet: every demo delivery area can get it. */
export const PRODUCT_SLUG = 'dozen-red-roses-bouquet';

/** A failed call, with what the server said. */
export class ApiError extends Error {
  constructor(method, url, status, message) {
    super(`${method} ${url} → ${status} ${message}`);
    this.status = status;
  }
}

/** Calls `base` + `path`; answers the body's `data`, or throws ApiError for a status other than 2xx. */
export async function api(base, method, path, { body, token, headers = {} } = {}) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(20_000),
  });
  const text = await res.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {}
  if (!res.ok) throw new ApiError(method, path, res.status, json?.message ?? text.slice(0, 200));
  return json?.data ?? json;
}

/** A new customer with a session (the test server's login, which needs no mailbox). */
export async function newShopper(base) {
  const { token, user } = await api(base, 'POST', '/test/session', { body: {} });
  return { token, user };
}

export async function productId(base, slug = PRODUCT_SLUG) {
  return (await api(base, 'GET', `/api/V2/product/${slug}`)).id;
}

export async function addToCart(base, token, id) {
  return api(base, 'POST', '/api/V2/add-to-cart', {
    token,
    body: { productId: id, quantity: 1, source: 'web' },
  });
}

/**
 * What a shopper needs before ordering again and again: an address in the first delivery area,
 * and the dates and time slots to spread orders over (each slot has a capacity per date). The
 * questions about delivery are about a cart, so the product is put in it first.
 */
export async function checkoutChoices(base, token, id) {
  await addToCart(base, token, id);
  const { deliveryLocations } = await api(base, 'GET', '/api/V2/delivery-locations');
  const address = await api(base, 'POST', '/api/V2/add-shipping-address', {
    token,
    body: {
      deliveryLocationId: deliveryLocations[0].id,
      alias: 'Home',
      receiverName: 'Gita Rai',
      phoneNumber: 9851234567,
      landmark: 'Near the bus park',
    },
  });
  const locationId = address.deliveryLocationId;
  const charge = await api(base, 'POST', '/api/V2/delivery-charge', {
    token,
    body: { locationId, cartItems: [] },
  });
  const dates = Array.from({ length: 30 }, (_, d) =>
    new Date(Date.parse(`${charge.firstDeliveryDate}T00:00:00Z`) + (d + 1) * 86_400_000)
      .toISOString()
      .slice(0, 10),
  );
  const { methods } = await api(base, 'POST', '/api/V2/delivery-methods-time-slot', {
    token,
    body: { locationId, date: dates[0], cartItems: [] },
  });
  const slots = methods.flatMap((m) => m.slots.map((s) => ({ methodId: m.id, slotId: s.id })));
  return { addressId: address.addressId, locationId, dates, slots };
}

/**
 * Places a cash on delivery order of what is in the cart; `n` picks the date and slot. Answers
 * the order's id. `call` lets the caller see (and time) every request it makes.
 */
export async function placeOrder(base, token, choices, n, call = api) {
  const pick = choices.slots[n % choices.slots.length];
  const summary = await call(base, 'POST', '/api/V2/checkout-summary', {
    token,
    body: { locationId: choices.locationId, deliveryMethodId: pick.methodId },
  });
  const order = await call(base, 'POST', '/api/V2/place-order', {
    token,
    headers: { 'idempotency-key': randomUUID() },
    body: {
      addressId: choices.addressId,
      deliveryMethodId: pick.methodId,
      timeSlotId: pick.slotId,
      deliveryDate: choices.dates[Math.floor(n / choices.slots.length) % choices.dates.length],
      paymentMethod: 'cod',
      expectedTotal: summary.total,
    },
  });
  return order.orderId;
}
