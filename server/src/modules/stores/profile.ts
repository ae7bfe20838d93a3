import { randomBytes } from 'node:crypto';
import type { TStoreProfile, ZStoreProfileBody } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { storeDeliveryLocations } from '../../db/schema/store-areas.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { recordChange } from '../audit/index.ts';
import { catalogChanged, updateStorePage } from '../catalog/index.ts';
import { stores } from '../catalog/tables.ts';
import { deliveryLocations } from '../delivery/tables.ts';
import type { Bucket } from '../files/index.ts';
import { dropMedia, keepMedia, saveMedia } from '../media/index.ts';
import { acceptImage } from '../uploads/index.ts';
import { CATALOGUE_ROLES, storesOf } from './access.ts';

// The store's page as its owner and managers edit it (an admin: any store's). Pictures are
// re-encoded and stored in the media table under a random public path; the one they replace is
// deleted. The storefront reads stores directly, so a save shows at once.

export type ProfileStaff = { userId: string; role: 'seller' | 'admin' };
type Body = z.output<typeof ZStoreProfileBody>;

const columns = {
  id: stores.id,
  slug: stores.slug,
  name: stores.name,
  description: stores.description,
  phone: stores.phone,
  email: stores.email,
  address: stores.address,
  city: stores.city,
  logo: stores.logo,
  banner: stores.banner,
  openingHours: stores.openingHours,
  sameDayCutoffHour: stores.sameDayCutoffHour,
  served: sql<number[] | null>`(select array_agg(sdl.location_id order by sdl.location_id)
    from store_delivery_locations sdl where sdl.store_id = ${stores.id})`,
};

async function load(db: DbOrTx, staff: ProfileStaff, storeId: number, lock = false) {
  const mine =
    staff.role === 'admin' ? undefined : sql`${stores.id} in ${storesOf(staff.userId, CATALOGUE_ROLES)}`;
  const query = db
    .select(columns)
    .from(stores)
    .where(and(eq(stores.id, storeId), mine));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(m.errors_not_found_store);
  return row;
}

const toProfile = ({ served, ...r }: Awaited<ReturnType<typeof load>>): TStoreProfile => ({
  ...r,
  deliveryLocationIds: served ?? [],
  description: r.description ?? '',
  phone: r.phone ?? '',
  email: r.email ?? '',
  address: r.address ?? '',
  openingHours: r.openingHours ?? null,
});

export const getProfile = async (db: DbOrTx, staff: ProfileStaff, storeId: number) =>
  toProfile(await load(db, staff, storeId));

export async function updateProfile(o: { db: Db; staff: ProfileStaff; storeId: number; body: Body }) {
  await load(o.db, o.staff, o.storeId);
  const b = o.body;
  if (b.deliveryLocationIds.length > 0) {
    const known = await o.db
      .select({ id: deliveryLocations.id })
      .from(deliveryLocations)
      .where(and(inArray(deliveryLocations.id, b.deliveryLocationIds), eq(deliveryLocations.isActive, true)));
    if (known.length !== b.deliveryLocationIds.length) {
      const message = m.errors_staff_choose_locations();
      throw new AppError('bad_location', message, 400, { deliveryLocationIds: [message] });
    }
  }
  // The page and where the store delivers change together or not at all, with their audit entry.
  const after = await o.db.transaction(async (tx) => {
    const before = toProfile(await load(tx, o.staff, o.storeId, true));
    await updateStorePage(tx, o.storeId, {
      name: b.name,
      description: b.description || null,
      phone: b.phone || null,
      email: b.email || null,
      address: b.address || null,
      city: b.city,
      openingHours: b.openingHours,
      sameDayCutoffHour: b.sameDayCutoffHour,
    });
    await tx.delete(storeDeliveryLocations).where(eq(storeDeliveryLocations.storeId, o.storeId));
    if (b.deliveryLocationIds.length > 0)
      await tx
        .insert(storeDeliveryLocations)
        .values(b.deliveryLocationIds.map((locationId) => ({ storeId: o.storeId, locationId })));
    const saved = await getProfile(tx, o.staff, o.storeId);
    await recordChange(tx, { entity: 'store', entityId: o.storeId, before, after: saved });
    return saved;
  });
  catalogChanged();
  return after;
}

/** Public path of a picture this page uploaded (not the demo's pictures, which others share). */
const OWN_PREFIX = '/media/stores/';

export async function setStoreImage(o: {
  db: Db;
  bucket: Bucket | null;
  staff: ProfileStaff;
  storeId: number;
  kind: 'logo' | 'banner';
  bytes: Buffer;
}) {
  await load(o.db, o.staff, o.storeId);
  const image = await acceptImage(o.bytes);
  const name = `stores/${randomBytes(16).toString('hex')}.webp`;
  const file = { bucket: o.bucket, path: name, contentType: 'image/webp', bytes: image.data };
  await keepMedia(file, (picture) =>
    o.db.transaction(async (tx) => {
      const current = await load(tx, o.staff, o.storeId, true);
      await saveMedia(tx, picture);
      await updateStorePage(tx, o.storeId, { [o.kind]: `/media/${name}` });
      const old = current[o.kind];
      if (old?.startsWith(OWN_PREFIX)) await dropMedia(tx, old.slice('/media/'.length));
    }),
  );
  catalogChanged();
  return getProfile(o.db, o.staff, o.storeId);
}

/** Where a newly opened store delivers (places already listed are kept). */
export async function addStoreAreas(tx: DbOrTx, storeId: number, locationIds: readonly number[]) {
  if (locationIds.length === 0) return;
  await tx
    .insert(storeDeliveryLocations)
    .values(locationIds.map((locationId) => ({ storeId, locationId })))
    .onConflictDoNothing();
}
