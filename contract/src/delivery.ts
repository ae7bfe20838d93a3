import { z } from 'zod';
import { ZProductRef } from './cake.ts';
import { numeric, ZIsoDate } from './common.ts';
import { success } from './envelope.ts';
import { PG_INT_MAX } from './text-rules.ts';

export * from './delivery-rules.ts';

// Delivery within the Kathmandu valley: locations, their charges and how far a store delivers.

export const ZDeliveryLocation = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  district: z.string(),
  lat: z.number(),
  lng: z.number(),
  /** Delivery charge in paisa. */
  charge: z.number().int(),
});
export type TDeliveryLocation = z.infer<typeof ZDeliveryLocation>;

// delivery-locations (clients cache it 1 hour). alias: other names people type for an
// area (lower case) and its slug, mapped to the location id.
export const ZDeliveryLocations = z.object({
  deliveryLocations: z.array(ZDeliveryLocation),
  alias: z.record(z.string(), z.number().int()),
});
export type TDeliveryLocations = z.infer<typeof ZDeliveryLocations>;
export const ZDeliveryLocationsResponse = success(ZDeliveryLocations);

// location-by-gps?latitude&longitude
export const ZLocationByGpsQuery = z.object({
  latitude: numeric(z.number({ error: 'latitude must be a number' }).min(-90).max(90)),
  longitude: numeric(z.number({ error: 'longitude must be a number' }).min(-180).max(180)),
});
export const ZLocationByGps = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  district: z.string(),
  distanceKm: z.number(),
});
export type TLocationByGps = z.infer<typeof ZLocationByGps>;
export const ZLocationByGpsResponse = success(ZLocationByGps);

// check-delivery-location-eligibility?productId&locationId&date
export const ZCheckDeliveryEligibilityQuery = z.object({
  productId: ZProductRef,
  locationId: numeric(
    z
      .number({ error: 'Choose a delivery location' })
      .int('Choose a delivery location')
      .positive('Choose a delivery location')
      .max(PG_INT_MAX, 'Choose a delivery location'),
  ),
  /** YYYY-MM-DD in Kathmandu; without it, the earliest possible date is checked. */
  date: ZIsoDate.optional(),
});
export type TCheckDeliveryEligibilityQuery = z.input<typeof ZCheckDeliveryEligibilityQuery>;

export const ZDeliveryEligibility = z.object({
  eligible: z.boolean(),
  /** Why not, or a confirmation such as "Delivered to Thamel on 2026-05-14". */
  message: z.string(),
  /** Delivery charge in paisa. */
  charge: z.number().int(),
  /** The earliest date this product can reach that location (YYYY-MM-DD), null when it never can. */
  earliestDate: z.string().nullable(),
  /** The date that was checked. */
  date: z.string(),
  location: z.object({ id: z.number().int(), name: z.string() }),
  distanceKm: z.number().nullable(),
});
export type TDeliveryEligibility = z.infer<typeof ZDeliveryEligibility>;
export const ZDeliveryEligibilityResponse = success(ZDeliveryEligibility);
