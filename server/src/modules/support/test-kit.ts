import { eq } from 'drizzle-orm';
import { createOrder, createProduct, createStore } from '../../db/factories/index.ts';
import { outbox, storeStaff } from '../../db/schema/index.ts';
import { t } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';
import { multipart, png } from '../../test/multipart.ts';
import { api, type Headers } from '../../test/requests.ts';

// Shared by the support ticket tests: requests, people on both sides, an order from a store.

export const V2 = '/api/V2';
export const DASH = '/api/dashboard/v1';

export const client = api(t, { base: '', settle: true });

export const customer = () => quickUser(t.db);
export const admin = (name = 'Maya Gurung') => quickUser(t.db, { role: 'admin', name });

/** A store with its owner and a manager, and an order of `shopperId` with a part from it. */
export async function storeOrder(shopperId: string, name = 'Annapurna Bakers') {
  const owner = await quickUser(t.db, { role: 'seller', name: 'Ram Shrestha' });
  const manager = await quickUser(t.db, { role: 'seller', name: 'Gita Thapa' });
  const packer = await quickUser(t.db, { role: 'seller', name: 'Hari Rai' });
  const store = await createStore(t.db, { name, ownerUserId: owner.user.id });
  await t.db.insert(storeStaff).values([
    { storeId: store.id, userId: manager.user.id, role: 'manager' },
    { storeId: store.id, userId: packer.user.id, role: 'packer' },
  ]);
  const product = await createProduct(t.db, { storeId: store.id, pricePaisa: 150_000 });
  const order = await createOrder(t.db, {
    userId: shopperId,
    items: [{ productId: product.id, quantity: 1, unitPricePaisa: 150_000 }],
  });
  return { store, owner, manager, packer, order };
}

export const ticketBody = (over: Record<string, unknown> = {}) => ({
  subject: 'The cake arrived late',
  category: 'delivery',
  message: 'It came two hours after the slot we chose, and the party had started.',
  ...over,
});

export async function openTicket(headers: Headers, over: Record<string, unknown> = {}) {
  const res = await client.post(`${V2}/ticket`, ticketBody(over), headers);
  if (res.statusCode !== 201) throw new Error(`openTicket: ${res.statusCode} ${res.payload}`);
  return res.json().data as { id: string; reference: string };
}

/** A picture uploaded as the browser does, before the ticket that carries it. */
export async function uploadImage(headers: Headers) {
  const body = multipart({}, { name: 'cake.png', type: 'image/png', bytes: await png() });
  const res = await t.app.inject({
    method: 'POST',
    url: `${V2}/order-upload-image`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
  if (res.statusCode !== 200) throw new Error(`uploadImage: ${res.statusCode} ${res.payload}`);
  return res.json().data as { id: string; url: string };
}

export const mailsTo = (email: string) =>
  t.db.select().from(outbox).where(eq(outbox.recipient, email)).orderBy(outbox.createdAt);
