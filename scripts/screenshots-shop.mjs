// The shop behind the screenshots: the built server on a fresh database in test mode (as the
// browser tests start it), and the accounts and data the pages need, made through the API.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

// Where the web app keeps its bearer token in local storage.
const TOKEN_KEY = 'upahar.accessToken';
// The demo accounts of the seed, for a running shop that has no test-only login.
const DEMO = {
  shopper: 'customer@upahar.demo',
  seller: 'seller@upahar.demo',
  admin: 'admin@upahar.demo',
};
const DEMO_PASSWORD = 'upahar-demo-2026';

async function freePort() {
  const server = net.createServer();
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address();
  await new Promise((r) => server.close(r));
  return port;
}

/**
 * Starts the built server through e2e/start-server.mjs (a throw-away PostgreSQL database when
 * DATABASE_URL is set) with NODE_ENV=test, so the test-only login exists, on a fresh data folder
 * the server seeds with the demo shop.
 */
export async function startTestShop(root) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'upahar-screens-'));
  const child = spawn(process.execPath, ['e2e/start-server.mjs'], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: base,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      RATE_LIMIT: 'off',
    },
  });
  const exited = new Promise((r) => child.on('exit', r));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  // A failing run must not leave the server (and its database) behind.
  for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => void stop().then(() => process.exit(1)));
  console.log(`Starting the shop on a fresh database at ${base}…`);
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) break;
    } catch {}
    if (child.exitCode !== null || i > 480) {
      await stop();
      throw new Error('the shop did not start');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { base, stop };
}

/** Calls the shop's API as a shopper would, and makes what the screenshots show. */
export function shopApi(base) {
  async function call(method, url, { token, body, headers = {} } = {}) {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${text.slice(0, 200)}`);
    return JSON.parse(text);
  }
  const api = (method, p, opts) => call(method, `/api/V2/${p}`, opts).then((b) => b.data);

  /** A test-only session when the shop runs in test mode; else the demo account's login. */
  async function session(who) {
    const test = await fetch(`${base}/test/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(who === 'shopper' ? {} : { email: DEMO[who] }),
    });
    if (test.ok) return (await test.json()).token;
    const logged = await api('POST', 'login/user', { body: { email: DEMO[who], password: DEMO_PASSWORD } });
    return logged.token;
  }

  /** A cash-on-delivery order of the cart's lines, on the first date and slot the shop offers. */
  async function placeOrder(token) {
    const cart = await api('GET', 'cart', { token });
    const locations = (await api('GET', 'delivery-locations')).deliveryLocations;
    const address = await api('POST', 'add-shipping-address', {
      token,
      body: {
        deliveryLocationId: locations[0].id,
        alias: 'Home',
        receiverName: 'Gita Rai',
        phoneNumber: 9851234567,
        landmark: 'Near the bus park',
      },
    });
    const where = { locationId: address.deliveryLocationId, cartItems: [] };
    const charge = await api('POST', 'delivery-charge', { token, body: where });
    const slots = await api('POST', 'delivery-methods-time-slot', {
      token,
      body: { ...where, date: charge.firstDeliveryDate },
    });
    const method = slots.methods[0];
    const shown = await api('POST', 'checkout-summary', {
      token,
      body: { locationId: address.deliveryLocationId, deliveryMethodId: method.id },
    });
    const placed = await api('POST', 'place-order', {
      token,
      headers: { 'idempotency-key': `screens-${Date.now()}-${Math.random().toString(36).slice(2)}` },
      body: {
        cartItems: cart.cartItems.map((l) => l.cartItemId),
        addressId: address.addressId,
        deliveryMethodId: method.id,
        timeSlotId: method.slots.find((s) => s.available).id,
        deliveryDate: charge.firstDeliveryDate,
        paymentMethod: 'cod',
        expectedTotal: shown.total,
      },
    });
    return placed.orderId;
  }

  return {
    /**
     * Sessions for a shopper, the demo seller and the admin; one placed order; a cart with a
     * decorated cake and a gift (for the checkout steps); two wished products; two to compare.
     */
    async prepare({ cake, gift }) {
      const tokens = {
        shopper: await session('shopper'),
        seller: await session('seller'),
        admin: await session('admin'),
      };
      const token = tokens.shopper;
      const cakeId = (await api('GET', `product/${cake}`)).id;
      const giftId = (await api('GET', `product/${gift}`)).id;
      await api('POST', 'add-to-cart', { token, body: { productId: cakeId, quantity: 1, source: 'web' } });
      const orderId = await placeOrder(token);
      await api('POST', 'add-to-cart', {
        token,
        body: { productId: cakeId, pound: 2, message: 'Happy birthday, Aama!', source: 'web' },
      });
      await api('POST', 'add-to-cart', { token, body: { productId: giftId, quantity: 2, source: 'web' } });
      for (const id of [cakeId, giftId]) await api('POST', 'wishes/add', { token, body: { id } });
      return { tokens, tokenKey: TOKEN_KEY, orderId, compareIds: [cakeId, giftId] };
    },
  };
}
