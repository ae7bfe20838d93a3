import { m } from '@upahar/contract/messages';
import { z } from 'zod';
import { numeric, ZIsoDate, zText } from './common.ts';
import { success } from './envelope.ts';
import { giftCard, MAX_DROPS, ZExtraDrops, ZSummaryDrop } from './gift-drops.ts';
import { PG_INT_MAX } from './text-rules.ts';

// Delivery charge, methods and slots, coupons, vouchers, payment methods and placing the order
// (everything the checkout steps ask the server). Money is paisa.

const ZId = (message: string) =>
  numeric(z.number({ error: message }).int(message).positive(message).max(PG_INT_MAX, message));

/** Cart lines to check out: their ids (a quick checkout sends just one). Empty: the whole cart. */
export const ZCartItemIds = z.array(z.uuid('Choose items of your cart')).max(100).default([]);

// POST delivery-charge {locationId, cartItems} → duration, charge, chargeInfo, minMethodCharge,
// firstDeliveryDate.
export const ZDeliveryChargeBody = z.object({
  locationId: ZId('Choose a delivery location'),
  cartItems: ZCartItemIds,
});
export type TDeliveryChargeBody = z.input<typeof ZDeliveryChargeBody>;
export const ZDeliveryCharge = z.object({
  locationId: z.number().int(),
  locationName: z.string(),
  /** e.g. "Delivered in 2–4 hours from the slot start" */
  duration: z.string(),
  /** The location's charge (paisa). */
  charge: z.number().int(),
  chargeInfo: z.string(),
  /** The charge with the cheapest delivery method (paisa). */
  minMethodCharge: z.number().int(),
  /** The first date every line can be delivered there (YYYY-MM-DD, Kathmandu). */
  firstDeliveryDate: z.string(),
});
export type TDeliveryCharge = z.infer<typeof ZDeliveryCharge>;
export const ZDeliveryChargeResponse = success(ZDeliveryCharge);

// POST delivery-methods-time-slot {locationId, date, cartItems}.
export const ZMethodsSlotsBody = z.object({
  locationId: ZId('Choose a delivery location'),
  date: ZIsoDate,
  cartItems: ZCartItemIds,
});
export type TMethodsSlotsBody = z.input<typeof ZMethodsSlotsBody>;
export const ZTimeSlot = z.object({
  id: z.number().int(),
  /** "10:00–13:00" */
  label: z.string(),
  start: z.string(),
  end: z.string(),
  available: z.boolean(),
  remaining: z.number().int(),
  /** Why it cannot be chosen: "Full", "Too soon for your cake to be ready", "Past". */
  reason: z.string().nullable(),
});
export type TTimeSlot = z.infer<typeof ZTimeSlot>;
export const ZDeliveryMethod = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  /** Surcharge over the location's charge (paisa). */
  surcharge: z.number().int(),
  /**
   * What delivery with this method costs to the location: its charge plus the surcharge (paisa).
   * The one figure to show for the method; checkout-summary's delivery line is this amount.
   */
  charge: z.number().int(),
  slots: z.array(ZTimeSlot),
});
export type TDeliveryMethod = z.infer<typeof ZDeliveryMethod>;
export const ZMethodsSlots = z.object({
  date: z.string(),
  locationId: z.number().int(),
  firstDeliveryDate: z.string(),
  methods: z.array(ZDeliveryMethod),
});
export type TMethodsSlots = z.infer<typeof ZMethodsSlots>;
export const ZMethodsSlotsResponse = success(ZMethodsSlots);

export const ZCode = zText({ error: () => m.checkout_enter_code() })
  .trim()
  .min(1, { error: () => m.checkout_enter_code() })
  .max(40, { error: () => m.checkout_code_too_long() })
  .transform((s) => s.toUpperCase());

// POST /apply-coupon {code} attaches it to the cart; {code: ""} or remove-coupon takes it off.
export const ZApplyCouponBody = z.object({ code: ZCode, cartItems: ZCartItemIds });
export const ZCouponResult = z.object({
  code: z.string(),
  description: z.string(),
  /** Discount it gives on the current cart (paisa). */
  discount: z.number().int(),
});
export type TCouponResult = z.infer<typeof ZCouponResult>;
export const ZApplyCouponResponse = success(ZCouponResult);

// POST redeem-voucher {code}: a gift voucher's value becomes the user's credit.
export const ZRedeemVoucherBody = z.object({ code: ZCode });
export const ZRedeemVoucherResponse = success(
  z.object({ code: z.string(), amount: z.number().int(), balance: z.number().int() }),
);
export const ZCreditResponse = success(z.object({ balance: z.number().int() }));

/** Paid online by a redirect to a gateway (the sandbox gateway is the shop's own pretend one). */
export const ONLINE_PAYMENT_METHODS = ['esewa', 'khalti', 'test'] as const;
export type TOnlinePaymentMethod = (typeof ONLINE_PAYMENT_METHODS)[number];
/** Every method: cash on delivery and the online ones. The database enum takes this tuple too. */
export const PAYMENT_METHODS = ['cod', ...ONLINE_PAYMENT_METHODS] as const;
export const ZPaymentMethodId = z.enum(PAYMENT_METHODS, { error: 'Choose a payment method' });
export type TPaymentMethodId = z.infer<typeof ZPaymentMethodId>;
export const isOnlinePaymentMethod = (id: TPaymentMethodId): id is TOnlinePaymentMethod =>
  (ONLINE_PAYMENT_METHODS as readonly TPaymentMethodId[]).includes(id);
/**
 * How each payment method is named to people, on the server (e-mails) and in the web alike; the
 * worded ones are read when used, so the server names them in the request's language.
 */
export const PAYMENT_METHOD_NAMES: Record<TPaymentMethodId, string> = {
  get cod() {
    return m.checkout_method_cod();
  },
  esewa: 'eSewa',
  khalti: 'Khalti',
  get test() {
    return m.checkout_method_test();
  },
};
export const ZPaymentMethod = z.object({
  id: ZPaymentMethodId,
  name: z.string(),
  description: z.string(),
  /** Paid online (redirect to a gateway) or on delivery. */
  online: z.boolean(),
});
export type TPaymentMethod = z.infer<typeof ZPaymentMethod>;
// GET payment-methods: the configured ones with a default.
export const ZPaymentMethods = z.object({
  paymentMethods: z.array(ZPaymentMethod),
  defaultPaymentMethod: ZPaymentMethodId,
});
export const ZPaymentMethodsResponse = success(ZPaymentMethods);

const checkoutChoice = {
  cartItems: ZCartItemIds,
  addressId: ZId('Choose a delivery address'),
  deliveryMethodId: ZId('Choose a delivery method'),
  timeSlotId: ZId('Choose a time slot'),
  deliveryDate: ZIsoDate,
  paymentMethod: ZPaymentMethodId,
  /** Use the user's voucher credit. */
  useCredit: z.boolean().default(false),
};

// POST checkout-summary: what place-order would charge, line by line, without placing it.
export const ZCheckoutSummaryBody = z.object({
  cartItems: ZCartItemIds,
  locationId: ZId('Choose a delivery location').optional(),
  deliveryMethodId: ZId('Choose a delivery method').optional(),
  useCredit: z.boolean().default(false),
  /** Further recipients: each adds its own delivery charge; their lines are among cartItems. */
  drops: z
    .array(ZSummaryDrop)
    .max(MAX_DROPS - 1)
    .default([]),
});
export type TCheckoutSummaryBody = z.input<typeof ZCheckoutSummaryBody>;
// One delivery line per order, "Express delivery to Thamel", whose amount is what the chosen
// method's card says (its `charge` in delivery-methods-time-slot): the location's charge and the
// method's surcharge are never shown as two lines.
export const ZSummaryLine = z.object({
  kind: z.enum(['subtotal', 'delivery', 'discount', 'credit', 'total']),
  label: z.string(),
  amount: z.number().int(),
});
export const ZCheckoutSummary = z.object({
  lines: z.array(ZSummaryLine),
  subtotal: z.number().int(),
  /** What delivery costs: the location's charge plus the chosen method's surcharge (paisa). */
  deliveryTotal: z.number().int(),
  /** The location's part of deliveryTotal (paisa). */
  deliveryCharge: z.number().int(),
  /** The chosen method's surcharge, the rest of deliveryTotal (paisa). */
  methodCharge: z.number().int(),
  discount: z.number().int(),
  credit: z.number().int(),
  total: z.number().int(),
  couponCode: z.string().nullable(),
  /** Why the coupon on the cart gives nothing now, else null. */
  couponProblem: z.string().nullable(),
  creditBalance: z.number().int(),
});
export type TCheckoutSummary = z.infer<typeof ZCheckoutSummary>;
export const ZCheckoutSummaryResponse = success(ZCheckoutSummary);

// POST place-order with an Idempotency-Key header: a retry or a double click makes one order.
export const IDEMPOTENCY_HEADER = 'idempotency-key';
// An order is only placed at a total someone saw: a client that sends none is told how to get it.
export const EXPECTED_TOTAL_MISSING =
  'Send expectedTotal: the total in paisa that checkout-summary showed the shopper for this order';
const EXPECTED_TOTAL_WHOLE = 'expectedTotal is the total in paisa, a whole number of at least 0';
export const ZPlaceOrderBody = z.object({
  ...checkoutChoice,
  note: zText().trim().max(500, 'Keep the note under 500 characters').default(''),
  /** The first recipient's card. */
  ...giftCard,
  /** Further recipients, each with its lines, address, slot and card. */
  drops: ZExtraDrops,
  /**
   * Required: the total (paisa) the shopper was shown, as checkout-summary gave it. When the order
   * would now cost something else (a flash sale sold out, a campaign ended, a price changed) it is
   * refused with 409 and the new total, instead of charging an amount nobody agreed to.
   */
  expectedTotal: z
    .number({
      error: (issue) => (issue.input === undefined ? EXPECTED_TOTAL_MISSING : EXPECTED_TOTAL_WHOLE),
    })
    .int(EXPECTED_TOTAL_WHOLE)
    .min(0, EXPECTED_TOTAL_WHOLE)
    .describe(
      'Required. The total (paisa) checkout-summary showed the shopper. Missing: 400. When the order would now cost anything else: 409 naming the new total, and nothing is charged.',
    ),
});
export type TPlaceOrderBody = z.input<typeof ZPlaceOrderBody>;
export const ZPlacedOrder = z.object({
  orderId: z.string(),
  number: z.string(),
  total: z.number().int(),
  paymentMethod: ZPaymentMethodId,
  /** An online method: the client calls process-payment next. */
  paymentRequired: z.boolean(),
  /** Ids of the orders this placement created; the checkout keeps them as currentOrderIds. */
  currentOrderIds: z.array(z.string()),
});
export type TPlacedOrder = z.infer<typeof ZPlacedOrder>;
export const ZPlaceOrderResponse = success(ZPlacedOrder);
