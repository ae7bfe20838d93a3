import { z } from 'zod';
import { zText } from './common.ts';
import { formatTimeOfDay } from './date-format.ts';
import { STORE_CUTOFF_EARLIEST, STORE_CUTOFF_LATEST } from './delivery-rules.ts';
import { success } from './envelope.ts';
import { ZPhoneNumber } from './phone.ts';

// The store's page as its owner and managers edit it: what shoppers read about the store, its
// pictures and its week of opening hours.

const ZClock = z
  .string()
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time like 09:30');
export const ZDayHours = z
  .object({ opens: ZClock, closes: ZClock })
  .refine((h) => h.closes > h.opens, { message: 'It closes after it opens', path: ['closes'] })
  .nullable();
export const ZOpeningHours = z.array(ZDayHours).length(7, 'Give the hours of all seven days');
export type TOpeningHours = z.infer<typeof ZOpeningHours>;

export const ZStoreProfile = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  phone: z.string(),
  email: z.string(),
  address: z.string(),
  city: z.string(),
  logo: z.string().nullable(),
  banner: z.string().nullable(),
  openingHours: ZOpeningHours.nullable(),
  /** The delivery locations the store serves; empty: it delivers by distance from its address. */
  deliveryLocationIds: z.array(z.number().int()),
  /** After this Kathmandu hour the store takes no more orders for today; null: the shop's rule. */
  sameDayCutoffHour: z.number().int().nullable(),
});
export type TStoreProfile = z.infer<typeof ZStoreProfile>;
export const ZStoreProfileResponse = success(z.object({ store: ZStoreProfile }));

const CUTOFF_MESSAGE = `Choose a whole hour from ${formatTimeOfDay(STORE_CUTOFF_EARLIEST)} to ${formatTimeOfDay(STORE_CUTOFF_LATEST)}, or no earlier cut-off`;

export const ZStoreProfileBody = z.object({
  name: zText({ error: 'Enter the store’s name' })
    .trim()
    .min(2, 'Enter the store’s name')
    .max(80, 'Keep the name under 80 characters'),
  description: zText().trim().max(1000, 'Keep the description under 1000 characters').default(''),
  phone: z.union([z.literal(''), ZPhoneNumber]).default(''),
  email: z.union([z.literal(''), z.email('Enter an e-mail address like orders@example.com')]).default(''),
  address: zText().trim().max(200, 'Keep the address under 200 characters').default(''),
  city: zText({ error: 'Enter the town or neighbourhood' })
    .trim()
    .min(2, 'Enter the town or neighbourhood')
    .max(60, 'Keep the town under 60 characters'),
  openingHours: ZOpeningHours.nullable().default(null),
  deliveryLocationIds: z
    .array(z.number({ error: 'Choose delivery locations from the list' }).int().positive(), {
      error: 'Choose delivery locations from the list',
    })
    .max(200)
    .default([])
    .transform((xs) => [...new Set(xs)]),
  sameDayCutoffHour: z
    .number({ error: CUTOFF_MESSAGE })
    .int(CUTOFF_MESSAGE)
    .min(STORE_CUTOFF_EARLIEST, CUTOFF_MESSAGE)
    .max(STORE_CUTOFF_LATEST, CUTOFF_MESSAGE)
    .nullable()
    .default(null),
});
export type TStoreProfileBody = z.input<typeof ZStoreProfileBody>;
export const STORE_IMAGE_KINDS = ['logo', 'banner'] as const;
