import { m } from '@upahar/contract/messages';
import { z } from 'zod';
import { numeric, ZIsoDate, zText } from './common.ts';
import { success } from './envelope.ts';
import { ZOrderStatus } from './order-status.ts';
import { PG_INT_MAX } from './text-rules.ts';

// One order can go to several people. Each recipient's delivery is a drop: the lines going there,
// the address, the day and slot, and the card that goes with them. The first drop is described by
// the order's own fields (address, method, slot, date); further drops are listed in `drops`, and
// every line not listed there goes to the first.

/** Recipients of one order, the first included: a gift round, not a mailing list. */
export const MAX_DROPS = 10;
export const GIFT_MESSAGE_MAX = 300;

const ZId = (message: () => string) =>
  numeric(
    z
      .number({ error: message })
      .int({ error: message })
      .positive({ error: message })
      .max(PG_INT_MAX, { error: message }),
  );

/** The card of a drop: printed and handed over; the sender's name left off when asked. */
export const giftCard = {
  giftMessage: zText()
    .trim()
    .max(GIFT_MESSAGE_MAX, { error: () => m.gifting_v_message_long({ max: String(GIFT_MESSAGE_MAX) }) })
    .default(''),
  hideSender: z.boolean().default(false),
};

export const ZExtraDrop = z.object({
  cartItems: z
    .array(z.uuid({ error: () => m.gifting_v_choose_items() }))
    .min(1, { error: () => m.gifting_v_choose_items() })
    .max(100),
  addressId: ZId(() => m.gifting_v_address()),
  deliveryMethodId: ZId(() => m.gifting_v_method()),
  timeSlotId: ZId(() => m.gifting_v_slot()),
  deliveryDate: ZIsoDate,
  ...giftCard,
});
export type TExtraDrop = z.input<typeof ZExtraDrop>;
export const ZExtraDrops = z
  .array(ZExtraDrop)
  .max(MAX_DROPS - 1, { error: () => m.gifting_v_too_many({ max: String(MAX_DROPS) }) })
  .default([]);

/** What checkout-summary needs of a further drop to price its delivery. */
export const ZSummaryDrop = z.object({
  cartItems: z.array(z.uuid()).min(1).max(100),
  locationId: ZId(() => m.gifting_v_address()),
  deliveryMethodId: ZId(() => m.gifting_v_method()).optional(),
});
export type TSummaryDrop = z.input<typeof ZSummaryDrop>;

/** What a drop of an order shows: who receives it, where, when, and the card. */
export const ZOrderDrop = z.object({
  drop: z.number().int(),
  alias: z.string(),
  receiverName: z.string(),
  phoneNumber: z.string(),
  secondaryPhoneNumber: z.string().nullable(),
  landmark: z.string(),
  locationName: z.string(),
  giftMessage: z.string(),
  hideSender: z.boolean(),
});
export type TOrderDrop = z.infer<typeof ZOrderDrop>;

// GET gift/:token: what the person receiving a gift may see, from the link in their text: their
// own delivery's state, day and card; never a price, the other recipients, or a hidden sender.
export const ZGiftTrackingParams = z.object({
  token: zText().trim().min(20).max(100),
});
export const ZGiftTracking = z.object({
  receiverName: z.string(),
  /** The sender's name, or null when they asked to stay a surprise. */
  sender: z.string().nullable(),
  giftMessage: z.string(),
  locationName: z.string(),
  deliveryDate: z.string(),
  slotLabel: z.string(),
  /** The least advanced state of the drop's parts still coming (cancelled when all are). */
  status: ZOrderStatus,
  items: z.array(z.object({ name: z.string(), quantity: z.number().int(), image: z.string().nullable() })),
  /** When each state was reached, oldest first (no notes: those are between shop and sender). */
  steps: z.array(z.object({ status: ZOrderStatus, at: z.string() })),
});
export type TGiftTracking = z.infer<typeof ZGiftTracking>;
export const ZGiftTrackingResponse = success(ZGiftTracking);
