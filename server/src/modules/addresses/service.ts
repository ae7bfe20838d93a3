import { ADDRESSES_MAX, type TAddress, type ZAddressBody, type ZUpdateAddressBody } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { shippingAddresses } from '../../db/schema/addresses.ts';
import { AppError, digits } from '../../lib/errors.ts';
import { users } from '../auth/tables.ts';
import { loadLocation } from '../delivery/index.ts';
import { deliveryLocations } from '../delivery/tables.ts';

// Delivery addresses (shipping-addresses and its add, update, delete). Every query names the owner, so
// another user's address id reads as "not found" (404), and ids cannot be probed.

type Db = { db: DbOrTx };
type Owner = Db & { userId: string };
export type AddressInput = z.output<typeof ZAddressBody>;
/** An update may leave isDonation out: the address keeps the list it is in. */
export type AddressUpdate = Omit<z.output<typeof ZUpdateAddressBody>, 'addressId'>;

const columns = {
  addressId: shippingAddresses.id,
  deliveryLocationId: shippingAddresses.deliveryLocationId,
  locationName: deliveryLocations.name,
  alias: shippingAddresses.alias,
  receiverName: shippingAddresses.receiverName,
  phoneNumber: shippingAddresses.phoneNumber,
  secondaryPhoneNumber: shippingAddresses.secondaryPhoneNumber,
  landmark: shippingAddresses.landmark,
  lat: shippingAddresses.lat,
  lng: shippingAddresses.lng,
  isDonation: shippingAddresses.isDonation,
  locationDistrict: deliveryLocations.district,
  locationLat: deliveryLocations.lat,
  locationLng: deliveryLocations.lng,
};

type Row = {
  addressId: number;
  deliveryLocationId: number;
  locationName: string;
  alias: string;
  receiverName: string;
  phoneNumber: string;
  secondaryPhoneNumber: string | null;
  landmark: string;
  lat: number | null;
  lng: number | null;
  isDonation: boolean;
};

// xCoord is the longitude and yCoord the latitude of the pin.
const toAddress = (r: Row): TAddress => ({
  addressId: r.addressId,
  deliveryLocationId: r.deliveryLocationId,
  locationName: r.locationName,
  alias: r.alias,
  receiverName: r.receiverName,
  phoneNumber: r.phoneNumber,
  secondaryPhoneNumber: r.secondaryPhoneNumber,
  landmark: r.landmark,
  xCoord: r.lng,
  yCoord: r.lat,
  isDonation: r.isDonation,
});

const notFound = () => new AppError('not_found', m.errors_accounts_address_not_found(), 404);

export type UserAddress = TAddress & {
  lat: number | null;
  lng: number | null;
  locationDistrict: string;
  locationLat: number;
  locationLng: number;
};

/** The user's address with its location name, or AppError 404 "This address was not found". */
export async function findUserAddress({
  db,
  userId,
  addressId,
}: Owner & { addressId: number }): Promise<UserAddress> {
  const [row] = await db
    .select(columns)
    .from(shippingAddresses)
    .innerJoin(deliveryLocations, eq(deliveryLocations.id, shippingAddresses.deliveryLocationId))
    .where(and(eq(shippingAddresses.id, addressId), eq(shippingAddresses.userId, userId)))
    .limit(1);
  if (!row) throw notFound();
  return {
    ...toAddress(row),
    lat: row.lat,
    lng: row.lng,
    locationDistrict: row.locationDistrict,
    locationLat: row.locationLat,
    locationLng: row.locationLng,
  };
}

export async function listAddresses({
  db,
  userId,
  isDonation,
}: Owner & { isDonation: boolean }): Promise<{ addressInfo: TAddress[] }> {
  const rows = await db
    .select(columns)
    .from(shippingAddresses)
    .innerJoin(deliveryLocations, eq(deliveryLocations.id, shippingAddresses.deliveryLocationId))
    .where(and(eq(shippingAddresses.userId, userId), eq(shippingAddresses.isDonation, isDonation)))
    .orderBy(desc(shippingAddresses.createdAt), desc(shippingAddresses.id))
    .limit(ADDRESSES_MAX);
  return { addressInfo: rows.map(toAddress) };
}

/** An active location, else 400 under the request's field name. */
const assertLocation = (db: DbOrTx, locationId: number) =>
  loadLocation({ db, locationId, field: 'deliveryLocationId' });

const values = (input: AddressUpdate) => ({
  deliveryLocationId: input.deliveryLocationId,
  alias: input.alias,
  receiverName: input.receiverName,
  phoneNumber: input.phoneNumber,
  secondaryPhoneNumber: input.secondaryPhoneNumber,
  landmark: input.landmark,
  lng: input.xCoord ?? null,
  lat: input.yCoord ?? null,
  ...(input.isDonation === undefined ? {} : { isDonation: input.isDonation }),
});

export async function addAddress({ db, userId, input }: Owner & { input: AddressInput }): Promise<TAddress> {
  await assertLocation(db, input.deliveryLocationId);
  const id = await db.transaction(async (tx) => {
    // The user's row lock makes "count, then insert" safe against two tabs saving at once.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [{ n }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(shippingAddresses)
      .where(eq(shippingAddresses.userId, userId));
    if (Number(n) >= ADDRESSES_MAX) {
      throw new AppError(
        'too_many_addresses',
        m.errors_accounts_too_many_addresses({ max: digits(ADDRESSES_MAX) }),
        409,
      );
    }
    const [row] = await tx
      .insert(shippingAddresses)
      .values({ userId, ...values(input), isDonation: input.isDonation })
      .returning({ id: shippingAddresses.id });
    return row.id;
  });
  return toAddress(await findUserAddress({ db, userId, addressId: id }));
}

export async function updateAddress({
  db,
  userId,
  addressId,
  input,
}: Owner & { addressId: number; input: AddressUpdate }): Promise<TAddress> {
  await assertLocation(db, input.deliveryLocationId);
  const [row] = await db
    .update(shippingAddresses)
    .set({ ...values(input), updatedAt: sql`now()` })
    .where(and(eq(shippingAddresses.id, addressId), eq(shippingAddresses.userId, userId)))
    .returning({ id: shippingAddresses.id });
  if (!row) throw notFound();
  return toAddress(await findUserAddress({ db, userId, addressId }));
}

/** A real delete: orders keep their own copy of the address (orders.address). */
export async function deleteAddress({ db, userId, addressId }: Owner & { addressId: number }) {
  const [row] = await db
    .delete(shippingAddresses)
    .where(and(eq(shippingAddresses.id, addressId), eq(shippingAddresses.userId, userId)))
    .returning({ id: shippingAddresses.id });
  if (!row) throw notFound();
}
