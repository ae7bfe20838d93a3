import { ADDRESSES_MAX, ZAddressesResponse, ZAddressResponse } from '@upahar/contract';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect } from 'vitest';
import { createAddress, createDeliveryLocation } from '../../db/factories/index.ts';
import { shippingAddresses } from '../../db/schema/index.ts';
import { cartApi, type Headers } from '../../test/cart-api.ts';
import { it, t } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';

// The delivery address payload and the shipping-addresses calls; ownership is in every query, so
// someone else's address is a 404. Phone numbers have their own file (address-phones.test.ts).

let a: ReturnType<typeof cartApi>;
let me: Headers;
let myId: string;
let thamel: Awaited<ReturnType<typeof createDeliveryLocation>>;
beforeEach(async () => {
  a = cartApi(t);
  const user = await quickUser(t.db);
  me = user.headers;
  myId = user.user.id;
  thamel = await createDeliveryLocation(t.db, { name: 'Thamel' });
});

const body = (over: Record<string, unknown> = {}) => ({
  deliveryLocationId: thamel.id,
  alias: 'Home',
  receiverName: 'Sita Shrestha',
  phoneNumber: 9841234567,
  secondaryPhoneNumber: 9801234567,
  landmark: 'Opposite the Ganesh temple',
  xCoord: 85.3123,
  yCoord: 27.7154,
  ...over,
});

async function saved(url: string, payload: unknown, headers = me) {
  const res = await a.post(url, payload, headers);
  expect(res.statusCode, res.body).toBe(200);
  return ZAddressResponse.parse(res.json());
}
async function list(isDonation?: 0 | 1, headers = me) {
  const res = await a.get(
    `shipping-addresses${isDonation === undefined ? '' : `?isDonation=${isDonation}`}`,
    headers,
  );
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  return ZAddressesResponse.parse(res.json()).data.addressInfo;
}

describe('adding and listing', () => {
  it('saves the address payload and lists it, pin and phones as sent', async () => {
    const res = await saved('add-shipping-address', body());
    expect(res.message).toBe('Address saved');
    expect(res.data).toMatchObject({
      deliveryLocationId: thamel.id,
      locationName: 'Thamel',
      alias: 'Home',
      receiverName: 'Sita Shrestha',
      phoneNumber: '9841234567',
      secondaryPhoneNumber: '9801234567',
      landmark: 'Opposite the Ganesh temple',
      xCoord: 85.3123,
      yCoord: 27.7154,
      isDonation: false,
    });
    expect(await list()).toEqual([res.data]);
    expect(await list(0)).toEqual([res.data]);
    // xCoord is the longitude, yCoord the latitude.
    const [row] = await t.db
      .select()
      .from(shippingAddresses)
      .where(eq(shippingAddresses.id, res.data.addressId));
    expect({ lat: row.lat, lng: row.lng }).toEqual({ lat: 27.7154, lng: 85.3123 });
  });

  it('keeps donation addresses apart: listed only with isDonation=1', async () => {
    const home = await saved('add-shipping-address', body());
    const school = await saved('add-shipping-address', body({ alias: 'School', isDonation: 1 }));
    const temple = await saved('add-shipping-address', body({ alias: 'Temple', isDonation: true }));
    expect((await list(0)).map((x) => x.addressId)).toEqual([home.data.addressId]);
    expect((await list(1)).map((x) => x.alias)).toEqual(['Temple', 'School']);
    expect(school.data.isDonation).toBe(true);
    expect(temple.data.isDonation).toBe(true);
    await a.fails(400, 'shipping-addresses?isDonation=2', undefined, me);
  });

  it('lists only my addresses', async () => {
    const other = await quickUser(t.db);
    await createAddress(t.db, { userId: other.user.id, alias: 'Theirs' });
    await createAddress(t.db, { userId: myId, alias: 'Mine' });
    expect((await list()).map((x) => x.alias)).toEqual(['Mine']);
    expect((await list(0, other.headers)).map((x) => x.alias)).toEqual(['Theirs']);
  });

  it('refuses an unknown or closed location, and missing or long fields, by field', async () => {
    const closed = await createDeliveryLocation(t.db, { isActive: false });
    for (const deliveryLocationId of [closed.id, 999_999]) {
      const res = await a.fails(400, 'add-shipping-address', body({ deliveryLocationId }), me);
      expect(res.errors?.deliveryLocationId).toEqual(['Choose a delivery location from the list']);
    }
    const noName = await a.fails(400, 'add-shipping-address', body({ receiverName: ' ' }), me);
    expect(noName.errors?.receiverName).toEqual(["Enter the receiver's name"]);
    const noAlias = await a.fails(400, 'add-shipping-address', body({ alias: undefined }), me);
    expect(noAlias.errors?.alias?.[0]).toMatch(/Give the address a name/);
    const long = await a.fails(400, 'add-shipping-address', body({ landmark: 'x'.repeat(201) }), me);
    expect(long.errors?.landmark?.[0]).toMatch(/under 200/);
    await a.fails(400, 'add-shipping-address', body({ yCoord: 95 }), me);
    expect(await list()).toEqual([]);
  });

  it(`keeps at most ${ADDRESSES_MAX} addresses`, async () => {
    for (let i = 0; i < ADDRESSES_MAX; i++) await createAddress(t.db, { userId: myId, alias: `A${i}` });
    const res = await a.fails(409, 'add-shipping-address', body(), me);
    expect(res.message).toMatch(/at most 20 addresses/);
  });

  it('needs a login', async () => {
    await a.fails(401, 'shipping-addresses?isDonation=0');
    await a.fails(401, 'add-shipping-address', body());
    await a.fails(401, 'update-shipping-address', body({ addressId: 1 }));
    await a.fails(401, 'delete-shipping-address', { addressId: 1 });
  });
});

describe('updating and deleting', () => {
  it('updates my address in place', async () => {
    const lazimpat = await createDeliveryLocation(t.db, { name: 'Lazimpat' });
    const { data } = await saved('add-shipping-address', body());
    const res = await saved(
      'update-shipping-address',
      body({
        addressId: data.addressId,
        deliveryLocationId: lazimpat.id,
        alias: 'Office',
        secondaryPhoneNumber: '',
        xCoord: null,
        yCoord: null,
      }),
    );
    expect(res.message).toBe('Address updated');
    expect(res.data).toMatchObject({
      addressId: data.addressId,
      locationName: 'Lazimpat',
      alias: 'Office',
      secondaryPhoneNumber: null,
      xCoord: null,
      yCoord: null,
    });
    expect(await list()).toEqual([res.data]);
  });

  it('keeps a donation address a donation address when the update does not say', async () => {
    const { data } = await saved('add-shipping-address', body({ isDonation: 1 }));
    const res = await saved(
      'update-shipping-address',
      body({ addressId: data.addressId, alias: 'Orphanage' }),
    );
    expect(res.data.isDonation).toBe(true);
    expect((await list(1)).map((x) => x.alias)).toEqual(['Orphanage']);
    expect(await list(0)).toEqual([]);
    // Saying so moves it.
    await saved('update-shipping-address', body({ addressId: data.addressId, isDonation: 0 }));
    expect(await list(1)).toEqual([]);
  });

  it("is a 404 for someone else's address, for update and delete, and changes nothing", async () => {
    const other = await quickUser(t.db);
    const theirs = await createAddress(t.db, { userId: other.user.id, alias: 'Theirs' });
    const upd = await a.fails(
      404,
      'update-shipping-address',
      body({ addressId: theirs.id, alias: 'Stolen' }),
      me,
    );
    expect(upd.message).toBe('This address was not found');
    await a.fails(404, 'delete-shipping-address', { addressId: theirs.id }, me);
    await a.fails(404, 'delete-shipping-address', { addressId: 2_147_483_647 }, me);
    expect((await list(0, other.headers)).map((x) => x.alias)).toEqual(['Theirs']);
  });

  it('deletes my address {addressId}; a second delete is a 404', async () => {
    const keep = await createAddress(t.db, { userId: myId, alias: 'Keep' });
    const gone = await createAddress(t.db, { userId: myId, alias: 'Gone' });
    const res = await a.post('delete-shipping-address', { addressId: gone.id }, me);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'success', message: 'Address deleted', data: null });
    expect((await list()).map((x) => x.addressId)).toEqual([keep.id]);
    await a.fails(404, 'delete-shipping-address', { addressId: gone.id }, me);
    // Ids arrive as numbers or digit strings; anything else is a 400, not a 500.
    await a.fails(400, 'delete-shipping-address', { addressId: 'abc' }, me);
    await a.fails(400, 'delete-shipping-address', { addressId: 2 ** 31 }, me);
    expect((await a.post('delete-shipping-address', { addressId: String(keep.id) }, me)).statusCode).toBe(
      200,
    );
  });
});
