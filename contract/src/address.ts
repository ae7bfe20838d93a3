import { m } from '@upahar/contract/messages';
import { z } from 'zod';
import { numeric, zText } from './common.ts';
import { success } from './envelope.ts';
import { phoneMessage, ZPhoneNumber } from './phone.ts';
import { PG_INT_MAX } from './text-rules.ts';

// Delivery addresses: the payload clients send (phoneNumber and secondaryPhoneNumber arrive as
// integers) and the calls shipping-addresses, add/update/delete-shipping-address.

export const ADDRESSES_MAX = 20;

export const ZAddressBody = z.object({
  deliveryLocationId: numeric(
    z
      .number({ error: () => m.address_choose_location() })
      .int({ error: () => m.address_choose_location() })
      .positive({ error: () => m.address_choose_location() })
      .max(PG_INT_MAX, { error: () => m.address_choose_location() }),
  ),
  /** A name for the address: Home, Office, Aama's house. */
  alias: zText({ error: () => m.address_give_name() })
    .trim()
    .min(1, { error: () => m.address_give_name() })
    .max(40, { error: () => m.address_name_40() }),
  receiverName: zText({ error: () => m.address_enter_receiver() })
    .trim()
    .min(2, { error: () => m.address_enter_receiver() })
    .max(80, { error: () => m.address_name_80() }),
  phoneNumber: ZPhoneNumber,
  secondaryPhoneNumber: z
    .union([ZPhoneNumber, z.literal(''), z.null()], { error: phoneMessage })
    .optional()
    .transform((v) => v || null),
  landmark: zText()
    .trim()
    .max(200, { error: () => m.address_landmark_200() })
    .default(''),
  /** Longitude and latitude of the pin (xCoord, yCoord in the address payload). */
  xCoord: numeric(z.number().min(-180).max(180)).nullable().optional(),
  yCoord: numeric(z.number().min(-90).max(90)).nullable().optional(),
  isDonation: z
    .union([z.boolean(), z.literal(0), z.literal(1)])
    .optional()
    .transform((v) => v === true || v === 1),
});
export type TAddressBody = z.input<typeof ZAddressBody>;

export const ZAddressId = numeric(
  z
    .number({ error: 'Choose one of your addresses' })
    .int('Choose one of your addresses')
    .positive('Choose one of your addresses')
    .max(PG_INT_MAX, 'Choose one of your addresses'),
);

// An update leaves isDonation alone unless it is sent: the clients' payload has no such field, so
// editing a donation address from the web must not move it to the ordinary list.
export const ZUpdateAddressBody = ZAddressBody.extend({
  addressId: ZAddressId,
  isDonation: z
    .union([z.boolean(), z.literal(0), z.literal(1)])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === true || v === 1)),
});
export type TUpdateAddressBody = z.input<typeof ZUpdateAddressBody>;
export const ZDeleteAddressBody = z.object({ addressId: ZAddressId });

export const ZShippingAddressesQuery = z.object({
  isDonation: z.enum(['0', '1']).default('0'),
});

export const ZAddress = z.object({
  addressId: z.number().int(),
  deliveryLocationId: z.number().int(),
  locationName: z.string(),
  alias: z.string(),
  receiverName: z.string(),
  /** Digits as text (a 10-digit mobile does not fit a 32-bit integer). */
  phoneNumber: z.string(),
  secondaryPhoneNumber: z.string().nullable(),
  landmark: z.string(),
  xCoord: z.number().nullable(),
  yCoord: z.number().nullable(),
  isDonation: z.boolean(),
});
export type TAddress = z.infer<typeof ZAddress>;

// GET shipping-addresses: addressInfo.
export const ZAddressesResponse = success(z.object({ addressInfo: z.array(ZAddress) }));
export const ZAddressResponse = success(ZAddress);
