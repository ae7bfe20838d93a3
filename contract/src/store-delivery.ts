import { z } from 'zod';
import { numeric, ZIsoDate, zText } from './common.ts';
import { success } from './envelope.ts';
import { ZStoreIdParams } from './store-team.ts';

// A store's own delivery calendar in the dashboard: days it does not deliver, and the most orders
// it takes in each of the shop's time slots (never more than the shop's own capacity counts).

export const ZStoreDeliveryDays = z.object({
  store: z.object({ id: z.number().int(), name: z.string() }),
  closedDays: z.array(z.object({ day: z.string(), reason: z.string() })),
  slots: z.array(
    z.object({
      slotId: z.number().int(),
      methodName: z.string(),
      label: z.string(),
      /** The shop's own limit for the slot, per day. */
      shopCapacity: z.number().int(),
      /** The store's own limit, or null when only the shop's applies. */
      capacity: z.number().int().nullable(),
    }),
  ),
});
export type TStoreDeliveryDays = z.infer<typeof ZStoreDeliveryDays>;
export const ZStoreDeliveryDaysResponse = success(ZStoreDeliveryDays);

export const ZClosedDayBody = z.object({
  day: ZIsoDate,
  reason: zText().trim().max(80, 'Keep the reason under 80 characters').default(''),
});
export type TClosedDayBody = z.input<typeof ZClosedDayBody>;
export const ZClosedDayParams = ZStoreIdParams.extend({ day: ZIsoDate });

export const ZSlotLimitsBody = z.object({
  limits: z
    .array(
      z.object({
        slotId: numeric(z.number().int().positive()),
        capacity: z.preprocess(
          (v) => (v === '' || v === undefined ? null : v),
          numeric(
            z
              .number({ error: 'Enter a number of orders, or leave it empty' })
              .int('Enter a whole number of orders')
              .min(0, 'Enter 0 or more orders')
              .max(1000, 'At most 1000 orders a slot'),
          ).nullable(),
        ),
      }),
    )
    .max(200),
});
export type TSlotLimitsBody = z.input<typeof ZSlotLimitsBody>;
