import { m } from '@upahar/contract/messages';
import { z } from 'zod';
import { ZOrderItemPhoto } from './cake-photos.ts';
import { ZPartRefund } from './cancellation.ts';
import { ZPaymentMethodId } from './checkout.ts';
import { numeric, zText } from './common.ts';
import { ZDeliveryProof } from './delivery-proof.ts';
import { success } from './envelope.ts';
import { ZOrderDrop } from './gift-drops.ts';
import { formatNumber } from './number-format.ts';
import { ZOrderStatus } from './order-status.ts';
import { ZPriceSplit } from './price-split.ts';

// Orders, payments, cancellation, feedback and complaints.

export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'refund_due', 'refunded'] as const;
export const ZPaymentStatus = z.enum(PAYMENT_STATUSES);
export type TPaymentStatus = z.infer<typeof ZPaymentStatus>;

// The reasons a customer may give for cancelling: sent with order-listing.
export const CANCELLATION_REASONS = [
  { id: 1, reason: 'I ordered by mistake' },
  { id: 2, reason: 'The delivery date or time no longer suits me' },
  { id: 3, reason: 'I want to change the cake or its options' },
  { id: 4, reason: 'I found a better price elsewhere' },
  { id: 5, reason: 'The order is taking too long to confirm' },
  { id: 6, reason: 'Another reason' },
] as const;
export const ZCancellationReason = z.object({ id: z.number().int(), reason: z.string() });

export const ZOrderId = z.uuid('Choose one of your orders');

export const ZOrderListingQuery = z.object({
  page: numeric(
    z.number({ error: 'page must be a number' }).int().min(1, 'page starts at 1').max(10_000),
  ).default(1),
});
export const ORDERS_PER_PAGE = 10;

export const ZOrderCard = z.object({
  orderId: z.string(),
  number: z.string(),
  status: ZOrderStatus,
  paymentMethod: ZPaymentMethodId,
  paymentStatus: ZPaymentStatus,
  total: z.number().int(),
  itemCount: z.number().int(),
  /** First item's picture and name, for the list. */
  image: z.string().nullable(),
  title: z.string(),
  deliveryDate: z.string(),
  slotLabel: z.string(),
  placedAt: z.string(),
  /** How many stores deliver a part of it (each part has its own status). */
  partCount: z.number().int(),
});
export type TOrderCard = z.infer<typeof ZOrderCard>;
// GET order-listing?page: orders, cancellationReasons, meta.pagination.
export const ZOrderListingResponse = success(
  z.object({ orders: z.array(ZOrderCard), cancellationReasons: z.array(ZCancellationReason) }),
);

export const ZOrderDetailQuery = z.object({
  orderId: ZOrderId,
  /** Optional, e.g. after a payment return: "success" or "failed" (shown, never trusted). */
  status: zText().trim().max(30).optional(),
});

export const ZOrderItem = z.object({
  id: z.number().int(),
  productId: z.string(),
  slug: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  optionsLabel: z.string(),
  message: z.string(),
  quantity: z.number().int(),
  /** What a unit cost (a split line: the flash price of its first units). */
  unitPrice: z.number().int(),
  total: z.number().int(),
  /** Only some units were bought at a flash sale's price, the rest at another; else null. */
  split: ZPriceSplit.nullable().optional(),
  isGift: z.boolean(),
  storeName: z.string(),
  /** The part of the order (one per store) this line belongs to. */
  partId: z.string(),
  /** Cake, flowers, gift or other (productKind): what the words about the line call it. */
  kind: z.enum(['cake', 'flowers', 'gift', 'other']),
  /** A photo cake's picture and the store's review of it; null for other lines. */
  photo: ZOrderItemPhoto.nullable().optional(),
});
export const ZOrderEvent = z.object({
  status: ZOrderStatus,
  label: z.string(),
  note: z.string(),
  actor: z.enum(['customer', 'seller', 'admin', 'system']),
  at: z.string(),
});
/**
 * What one store delivers of an order: its lines, its own status and timeline, its delivery slot
 * and its share of the order's money. The shopper pays the order once; each part is prepared,
 * delivered, cancelled and refunded on its own, and the order's status follows from its parts.
 */
export const ZOrderPart = z.object({
  partId: z.string(),
  /** The order's number and the store's letter: "UP-3F9A1C7B2E04-A". */
  number: z.string(),
  storeId: z.number().int(),
  storeName: z.string(),
  storeSlug: z.string(),
  status: ZOrderStatus,
  paymentStatus: ZPaymentStatus,
  subtotal: z.number().int(),
  deliveryTotal: z.number().int(),
  deliveryCharge: z.number().int(),
  methodCharge: z.number().int(),
  discount: z.number().int(),
  credit: z.number().int(),
  total: z.number().int(),
  deliveryDate: z.string(),
  slotLabel: z.string(),
  cancelReason: z.string().nullable(),
  timeline: z.array(ZOrderEvent),
  canCancel: z.boolean(),
  /** Given back after delivery: a refund of the whole part, or complaints settled on it. */
  refundedPaisa: z.number().int(),
  /** Who receives the part, where, and the card with it (an order may go to several people). */
  recipient: ZOrderDrop,
  /** A cancelled, paid part's refund: how much, where it goes and whether it was made. */
  refund: ZPartRefund.nullable().optional(),
  /** How it was handed over, once delivered with a proof. */
  proof: ZDeliveryProof.nullable(),
});
export type TOrderPart = z.infer<typeof ZOrderPart>;

export const ZOrderDetail = ZOrderCard.extend({
  parts: z.array(ZOrderPart),
  items: z.array(ZOrderItem),
  subtotal: z.number().int(),
  /** What delivery cost: the location's charge plus the method's surcharge (paisa). */
  deliveryTotal: z.number().int(),
  /** The location's part of deliveryTotal (paisa). */
  deliveryCharge: z.number().int(),
  /** The delivery method's surcharge, the rest of deliveryTotal (paisa). */
  methodCharge: z.number().int(),
  discount: z.number().int(),
  credit: z.number().int(),
  couponCode: z.string().nullable(),
  deliveryMethod: z.object({ id: z.number().int(), name: z.string() }),
  address: z.object({
    alias: z.string(),
    receiverName: z.string(),
    phoneNumber: z.string(),
    secondaryPhoneNumber: z.string().nullable(),
    landmark: z.string(),
    locationName: z.string(),
  }),
  note: z.string(),
  cancelReason: z.string().nullable(),
  timeline: z.array(ZOrderEvent),
  canCancel: z.boolean(),
  canPay: z.boolean(),
  canFeedback: z.boolean(),
  canComplain: z.boolean(),
  feedback: z.object({ rating: z.number().int(), comment: z.string() }).nullable(),
  complaints: z.array(
    z.object({
      id: z.number().int(),
      subject: z.string(),
      message: z.string(),
      status: z.string(),
      images: z.array(z.string()),
      createdAt: z.string(),
      /** Settled in the customer's favour: on which store's part, how much came back and why. */
      settledPartId: z.string().nullable(),
      refundPaisa: z.number().int().nullable(),
      /** Why it was settled or resolved, in the words of the admin who did it. */
      settlement: z.string().nullable(),
      /** The part whose delivery it is about: the proof shown beside it. */
      proofPartId: z.string().nullable(),
    }),
  ),
});
export type TOrderDetail = z.infer<typeof ZOrderDetail>;
export const ZOrderDetailResponse = success(z.object({ order: ZOrderDetail }));

// POST cancellation-request: the whole order, or with partId one store's part of it.
export const ZCancellationBody = z.object({
  orderId: ZOrderId,
  partId: z.uuid('Choose a part of this order').optional(),
  reasonId: numeric(
    z
      .number({ error: () => m.orders_v_choose_reason() })
      .int({ error: () => m.orders_v_choose_reason() })
      .refine((id) => CANCELLATION_REASONS.some((r) => r.id === id), {
        error: () => m.orders_v_reason_from_list(),
      }),
  ),
  comment: zText()
    .trim()
    .max(500, { error: () => m.orders_v_comment_500() })
    .default(''),
  /**
   * The fee the shopper saw in the quote (paisa). The cancellation is refused (409) when the fee
   * is now different, or when a fee applies and none was sent, so nobody pays one unseen.
   */
  expectedFeePaisa: numeric(
    z
      .number({ error: () => m.cancel_v_fee() })
      .int()
      .min(0),
  ).optional(),
  /** Where a refund goes: the wallet at once, or back through the gateway it was paid with. */
  refundTo: z.enum(['wallet', 'original'], { error: () => m.cancel_v_refund_to() }).default('original'),
});
export type TCancellationBody = z.input<typeof ZCancellationBody>;

// POST order-feedback (write) and order/feedback (read the feedback detail).
export const ZOrderFeedbackBody = z.object({
  orderId: ZOrderId,
  rating: numeric(
    z
      .number({ error: () => m.orders_v_choose_rating() })
      .int({ error: () => m.orders_v_choose_rating() })
      .min(1, { error: () => m.orders_v_stars() })
      .max(5, { error: () => m.orders_v_stars() }),
  ),
  comment: zText()
    .trim()
    .max(1000, { error: () => m.orders_v_comment_1000() })
    .default(''),
});
export type TOrderFeedbackBody = z.input<typeof ZOrderFeedbackBody>;
export const ZOrderRefBody = z.object({ orderId: ZOrderId });
export const ZFeedbackDetail = z.object({
  orderId: z.string(),
  number: z.string(),
  feedback: z.object({ rating: z.number().int(), comment: z.string(), createdAt: z.string() }).nullable(),
});
export const ZFeedbackDetailResponse = success(ZFeedbackDetail);

// Complaints with images (order-upload-image first, then order-complain with their ids).
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const COMPLAINT_IMAGES_MAX = 5;
export const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const ZUploadedImage = z.object({
  id: z.string(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type TUploadedImage = z.infer<typeof ZUploadedImage>;
export const ZUploadImageResponse = success(ZUploadedImage);
export const ZDeleteImageBody = z.object({ id: z.uuid('Choose one of your images') });

export const ZComplainBody = z.object({
  orderId: ZOrderId,
  subject: zText({ error: () => m.orders_v_say_what() })
    .trim()
    .min(3, { error: () => m.orders_v_say_what() })
    .max(120, { error: () => m.orders_v_subject_120() }),
  message: zText({ error: () => m.orders_v_describe() })
    .trim()
    .min(10, { error: () => m.orders_v_describe_10() })
    .max(2000, { error: () => m.orders_v_description_2000() }),
  imageIds: z
    .array(z.uuid('Choose one of your images'))
    .max(COMPLAINT_IMAGES_MAX, {
      error: () => m.orders_upload_count({ count: formatNumber(COMPLAINT_IMAGES_MAX) }),
    })
    .default([]),
  /** About how this part was delivered: its proof of delivery. */
  proofPartId: z.uuid({ error: () => m.proof_v_choose_part() }).nullish(),
});
export type TComplainBody = z.input<typeof ZComplainBody>;
export const ZComplaintsResponse = success(z.object({ complaints: ZOrderDetail.shape.complaints }));
/** Staff move a complaint along without money: looking into it, or resolved with no refund. */
export const ZComplaintStatusBody = z.object({
  status: z.enum(['in_review', 'resolved'], { error: 'Choose where the complaint stands' }),
  note: zText().trim().max(500, 'Keep the note under 500 characters').default(''),
});
export type TComplaintStatusBody = z.input<typeof ZComplaintStatusBody>;

// GET payment-gateways?orderId&source=web: gateways with a default.
export const ZPaymentGatewaysQuery = z.object({
  orderId: ZOrderId,
  source: z.enum(['web', 'app']).default('web'),
});
export const ZPaymentGatewaysResponse = success(
  z.object({
    gateways: z.array(z.object({ id: ZPaymentMethodId, name: z.string(), description: z.string() })),
    default: ZPaymentMethodId.nullable(),
    amount: z.number().int(),
  }),
);

// POST process-payment {orderId, gateway}: where the browser goes next.
export const ZProcessPaymentBody = z.object({
  orderId: ZOrderId,
  gateway: ZPaymentMethodId,
  source: z.enum(['web', 'app']).default('web'),
});
export type TProcessPaymentBody = z.input<typeof ZProcessPaymentBody>;
export const ZPaymentAction = z.object({
  /** redirect: GET url; post: submit a form with fields to url (eSewa); none: nothing to pay online. */
  action: z.enum(['redirect', 'post', 'none']),
  url: z.string(),
  fields: z.record(z.string(), z.string()),
  paymentId: z.string().nullable(),
});
export type TPaymentAction = z.infer<typeof ZPaymentAction>;
export const ZProcessPaymentResponse = success(ZPaymentAction);

// POST check-payment {orderId}: asks the gateway again about the order's open online payment
// (after a return where it had not decided yet). waiting: it still has not.
export const ZCheckPaymentBody = z.object({ orderId: ZOrderId });
export const ZCheckPayment = z.object({
  orderId: z.string(),
  paid: z.boolean(),
  waiting: z.boolean(),
  /** The gateway of the open attempt that was asked; null when there is none. */
  gateway: ZPaymentMethodId.nullable(),
});
export type TCheckPayment = z.infer<typeof ZCheckPayment>;
export const ZCheckPaymentResponse = success(ZCheckPayment);
