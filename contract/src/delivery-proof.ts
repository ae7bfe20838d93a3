import { m } from '@upahar/contract/messages';
import { z } from 'zod';
import { zText } from './common.ts';

// Proof of delivery: what the store's team records as a part reaches its recipient (who took it,
// when, where, a photo), and what the shopper and staff see of it.

/** A proof as the order's shopper, the store's team and admins see it. */
export const ZDeliveryProof = z.object({
  partId: z.string(),
  receivedBy: z.string(),
  deliveredAt: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  /** A signed address that works for a few hours; null when delivered without a photo. */
  photoUrl: z.string().nullable(),
  photoWidth: z.number().int().nullable(),
  photoHeight: z.number().int().nullable(),
});
export type TDeliveryProof = z.infer<typeof ZDeliveryProof>;

/** A proof's delivery time may be a little ahead of the server's clock (a phone's clock drifts). */
export const PROOF_CLOCK_SLACK_MS = 2 * 60 * 1000;

// Multipart fields arrive as text: an empty one means "not given".
const blank = (v: unknown) => (v === '' || v === undefined || v === null ? undefined : v);
const coordinate = (max: number) =>
  z.preprocess(
    blank,
    z.coerce
      .number({ error: () => m.proof_v_location() })
      .min(-max, { error: () => m.proof_v_location() })
      .max(max, { error: () => m.proof_v_location() })
      .optional(),
  );

/** The form fields sent beside the photo (multipart/form-data, field "photo"). */
export const ZDeliverWithProofFields = z
  .object({
    receivedBy: zText({ error: () => m.proof_v_received_by() })
      .trim()
      .min(2, { error: () => m.proof_v_received_by() })
      .max(80, { error: () => m.proof_v_received_by_80() }),
    /** When it was handed over; now when left out. */
    deliveredAt: z.preprocess(
      blank,
      z.iso.datetime({ offset: true, error: () => m.proof_v_time() }).optional(),
    ),
    lat: coordinate(90),
    lng: coordinate(180),
    /** Delivered before its delivery date on purpose ("true"). */
    early: z.preprocess(blank, z.enum(['true', 'false'], { error: 'early is true or false' }).optional()),
  })
  .refine((f) => (f.lat === undefined) === (f.lng === undefined), {
    path: ['lat'],
    error: () => m.proof_v_location(),
  });
export type TDeliverWithProofFields = z.infer<typeof ZDeliverWithProofFields>;
