import { m } from '@upahar/contract/messages';
import { z } from 'zod';
import { numeric } from './common.ts';
import { isIsoDate } from './dates.ts';
import { success } from './envelope.ts';
import type { Locale } from './locale.ts';
import { SELLER_COMMISSION_PERCENT } from './sellers.ts';

// Sellers' money: what each store has earned on the marketplace, what it owes, its weekly
// statements and the payouts it received. Amounts are integer paisa; a positive balance is what
// the shop owes the store, a negative one what the store owes the shop (for example the
// commission on cash its own riders collected).

/** The shop keeps this share of each delivered part's items, unless a store has its own rate. */
export const DEFAULT_COMMISSION_BP = SELLER_COMMISSION_PERCENT * 100;
/** The highest commission an admin may set for a store: 50 %. */
export const MAX_COMMISSION_BP = 5000;
export const LEDGER_PER_PAGE = 50;
export const STATEMENTS_PER_PAGE = 20;
export const PAYOUTS_PER_PAGE = 20;
export const PAYOUT_STORES_PER_PAGE = 50;

/** Kinds of ledger entry. The database enum takes this tuple too: add new kinds at the end. */
export const LEDGER_KINDS = [
  // Store: the items at the store's prices (what a shop-funded campaign took off included).
  'sale',
  // Store: what the store's own coupon took off.
  'store_discount',
  // Store (debit) and shop (credit): the shop's share of the items.
  'commission',
  // Whoever delivered the part: its delivery charge.
  'delivery_charge',
  // Shop: the payment method's surcharge.
  'method_charge',
  // Shop (debit): a shop coupon or a prize code, wallet credit, a campaign price the shop funds.
  'shop_discount',
  'credit_used',
  'campaign_subsidy',
  // Store (debit): cash the store's own rider collected on delivery, which the store now holds.
  'cash_collected',
  // The mirror of an earlier entry, when a delivered part is refunded.
  'reversal',
  // Store (debit): a complaint settled in the customer's favour.
  'complaint',
  // Store (debit): money paid out to the store.
  'payout',
  // Store (credit): money the store paid the shop, such as the commission on cash it collected.
  'store_payment',
  // Store (credit): what the store keeps of a paid part the shopper cancelled late.
  'cancellation_fee',
] as const;
export const ZLedgerKind = z.enum(LEDGER_KINDS);
export type TLedgerKind = z.infer<typeof ZLedgerKind>;

type Words = (inputs?: Record<string, never>, options?: { locale?: Locale }) => string;

const LEDGER_KIND_WORDS: Record<TLedgerKind, Words> = {
  sale: m.earnings_kind_sale,
  store_discount: m.earnings_kind_store_discount,
  commission: m.earnings_kind_commission,
  delivery_charge: m.earnings_kind_delivery_charge,
  method_charge: m.earnings_kind_method_charge,
  shop_discount: m.earnings_kind_shop_discount,
  credit_used: m.earnings_kind_credit_used,
  campaign_subsidy: m.earnings_kind_campaign_subsidy,
  cash_collected: m.earnings_kind_cash_collected,
  reversal: m.earnings_kind_reversal,
  complaint: m.earnings_kind_complaint,
  payout: m.earnings_kind_payout,
  store_payment: m.earnings_kind_store_payment,
  cancellation_fee: m.earnings_kind_cancellation_fee,
};

/**
 * How a kind of entry reads on a statement, from the store's side ("Items delivered"): in the
 * language being written, or in `locale` for a document written in one language throughout.
 */
export const ledgerKindLabel = (kind: TLedgerKind, locale?: Locale): string =>
  LEDGER_KIND_WORDS[kind]({}, { locale });

export const PAYOUT_METHODS = ['bank_transfer', 'esewa', 'khalti', 'cash'] as const;
export const ZPayoutMethod = z.enum(PAYOUT_METHODS, { error: 'Choose how it was paid' });
export type TPayoutMethod = z.infer<typeof ZPayoutMethod>;
/** How a payout was paid ("Bank transfer"), read in the language being written. */
export const PAYOUT_METHOD_LABEL: Record<TPayoutMethod, string> = {
  get bank_transfer() {
    return m.earnings_method_bank_transfer();
  },
  get esewa() {
    return m.earnings_method_esewa();
  },
  get khalti() {
    return m.earnings_method_khalti();
  },
  get cash() {
    return m.earnings_method_cash();
  },
};

export const ZDeliveredBy = z.enum(['shop', 'store'], { error: 'Choose who delivers' });
export type TDeliveredBy = z.infer<typeof ZDeliveredBy>;

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-11-29')
  .refine(isIsoDate, 'That day does not exist');
const page = numeric(z.number().int().min(1, 'page starts at 1').max(10_000)).default(1);

export const ZStoreParams = z.object({ storeId: numeric(z.number().int().positive('Choose a store')) });
export const ZStatementParams = z.object({
  storeId: numeric(z.number().int().positive('Choose a store')),
  id: numeric(z.number().int().positive('Choose a statement')),
});

/** What the store earns on and how: the shop's rate, who delivers, whether payouts are held. */
export const ZStoreTerms = z.object({
  commissionBp: z.number().int(),
  /** True when the store has its own rate rather than the shop's usual one. */
  ownRate: z.boolean(),
  deliveredBy: ZDeliveredBy,
  /** The reason payouts are held, shown to the store; null when they are not. */
  heldReason: z.string().nullable(),
});
export type TStoreTerms = z.infer<typeof ZStoreTerms>;

export const ZEarningsSummary = z.object({
  store: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
  terms: ZStoreTerms,
  balancePaisa: z.number().int(),
  /** The next Sunday (Nepal) payouts are made, and what it would pay now (0 when held or owed). */
  nextPayout: z.object({ date: day, amountPaisa: z.number().int() }),
  /** Delivered this week so far (Sunday to now), after commission. */
  weekPaisa: z.number().int(),
  paidOutPaisa: z.number().int(),
  lastPayout: z.object({ amountPaisa: z.number().int(), createdAt: z.string() }).nullable(),
});
export type TEarningsSummary = z.infer<typeof ZEarningsSummary>;
export const ZEarningsSummaryResponse = success(ZEarningsSummary);

export const ZLedgerEntry = z.object({
  id: z.number().int(),
  kind: ZLedgerKind,
  amountPaisa: z.number().int(),
  /** The part of an order it is about ("UP-3F9A1C7B2E04-A"), if any. */
  partNumber: z.string().nullable(),
  orderId: z.string().nullable(),
  payoutId: z.number().int().nullable(),
  note: z.string(),
  createdAt: z.string(),
});
export type TLedgerEntry = z.infer<typeof ZLedgerEntry>;

export const ZLedgerQuery = z.object({
  page,
  kind: ZLedgerKind.optional(),
  /** Days in Nepal, both included. */
  from: day.optional(),
  to: day.optional(),
  /** Words in the part's number. */
  q: z.string().trim().max(60).optional(),
});
export type TLedgerQuery = z.infer<typeof ZLedgerQuery>;
export const ZLedgerResponse = success(z.object({ entries: z.array(ZLedgerEntry) }));

export const ZStatement = z.object({
  id: z.number().int(),
  weekStart: day,
  /** The Saturday the week ends on. */
  weekEnd: day,
  openingPaisa: z.number().int(),
  closingPaisa: z.number().int(),
  payablePaisa: z.number().int(),
  entryCount: z.number().int(),
  createdAt: z.string(),
});
export type TStatement = z.infer<typeof ZStatement>;
export const ZStatementsQuery = z.object({ page });
export const ZStatementsResponse = success(z.object({ statements: z.array(ZStatement) }));
export const ZStatementResponse = success(
  z.object({
    store: z.object({ id: z.number().int(), name: z.string() }),
    statement: ZStatement,
    entries: z.array(ZLedgerEntry),
  }),
);

/** to_store: Upahar paid the store; from_store: the store paid Upahar what it owed. */
export const ZPayoutDirection = z.enum(['to_store', 'from_store'], { error: 'Choose who paid whom' });
export type TPayoutDirection = z.infer<typeof ZPayoutDirection>;

export const ZPayout = z.object({
  id: z.number().int(),
  storeId: z.number().int(),
  storeName: z.string(),
  direction: ZPayoutDirection,
  amountPaisa: z.number().int(),
  method: ZPayoutMethod,
  reference: z.string(),
  note: z.string(),
  /** The admin who recorded it (shown to admins only; null for the store). */
  recordedBy: z.string().nullable(),
  createdAt: z.string(),
});
export type TPayout = z.infer<typeof ZPayout>;
export const ZPayoutsQuery = z.object({ page });
export const ZPayoutsResponse = success(z.object({ payouts: z.array(ZPayout) }));

// Admins.

export const ZPayoutStoresQuery = z.object({
  page,
  /** due: owed money and not held; held: on hold; owing: the store owes the shop. */
  view: z.enum(['all', 'due', 'held', 'owing']).default('all'),
  q: z.string().trim().max(60).optional(),
});
export type TPayoutStoresQuery = z.infer<typeof ZPayoutStoresQuery>;

export const ZPayoutStore = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  balancePaisa: z.number().int(),
  terms: ZStoreTerms,
  lastPayoutAt: z.string().nullable(),
  /** Owed money, not held. */
  due: z.boolean(),
});
export type TPayoutStore = z.infer<typeof ZPayoutStore>;
export const ZPayoutStoresResponse = success(
  z.object({
    stores: z.array(ZPayoutStore),
    totals: z.object({
      owedPaisa: z.number().int(),
      duePaisa: z.number().int(),
      owingPaisa: z.number().int(),
    }),
  }),
);

/**
 * Every paisa customers paid for delivered parts is accounted for: what the shop received (online
 * payments and the cash its own riders collected) less what it refunded after delivery equals
 * what it owes the stores, plus what it already paid out to them, plus its own income.
 */
export const ZReconciliation = z.object({
  paidByCustomersPaisa: z.number().int(),
  cashHeldByStoresPaisa: z.number().int(),
  receivedPaisa: z.number().int(),
  refundedPaisa: z.number().int(),
  owedToStoresPaisa: z.number().int(),
  paidOutPaisa: z.number().int(),
  shopIncome: z.object({
    commissionPaisa: z.number().int(),
    deliveryPaisa: z.number().int(),
    methodPaisa: z.number().int(),
    /** What the shop funded: its coupons and prize codes, customers' credit, campaign prices. */
    fundedPaisa: z.number().int(),
    reversedPaisa: z.number().int(),
    totalPaisa: z.number().int(),
  }),
  /** received − refunded − (owed + paid out + income); zero when the books agree. */
  differencePaisa: z.number().int(),
});
export type TReconciliation = z.infer<typeof ZReconciliation>;
export const ZReconciliationResponse = success(ZReconciliation);

export const ZRecordPayoutBody = z.object({
  storeId: z.number().int().positive('Choose a store'),
  /** Money the store owes the shop (the commission on cash it collected) is recorded as from_store. */
  direction: ZPayoutDirection.default('to_store'),
  amountPaisa: z
    .number({ error: 'Enter the amount paid' })
    .int('Enter the amount in whole paisa')
    .positive('Enter an amount above zero')
    .max(1_000_000_000, 'That amount is too large (at most Rs 1 crore at once)'),
  method: ZPayoutMethod,
  reference: z
    .string({ error: 'Enter the transfer reference' })
    .trim()
    .min(3, 'Enter the transfer reference (at least 3 characters)')
    .max(100, 'Keep the reference under 100 characters'),
  note: z.string().trim().max(500, 'Keep the note under 500 characters').default(''),
});
export type TRecordPayoutBody = z.input<typeof ZRecordPayoutBody>;
export const ZRecordPayoutResponse = success(z.object({ payout: ZPayout, balancePaisa: z.number().int() }));

export const ZStoreTermsBody = z.object({
  /** Percent with up to two decimals; null: the shop's usual rate. */
  commissionBp: z
    .number()
    .int('Use at most two decimals')
    .min(0, 'The commission cannot be below 0 %')
    .max(MAX_COMMISSION_BP, 'The commission cannot be above 50 %')
    .nullable(),
  deliveredBy: ZDeliveredBy,
  /** A reason holds the store's payouts; null releases them. */
  heldReason: z.string().trim().min(3, 'Say why payouts are held').max(300).nullable(),
});
export type TStoreTermsBody = z.input<typeof ZStoreTermsBody>;
export const ZStoreTermsResponse = success(ZStoreTerms);

// Money given back after delivery, by admins on an order's page.

export const ZRefundDeliveredBody = z.object({
  reason: z.string().trim().min(5, 'Say why the part is refunded (at least 5 characters)').max(500),
});
/** On the page of the part (store) the complaint is about. */
export const ZSettleComplaintBody = z.object({
  refundPaisa: z
    .number({ error: 'Enter the amount to give back' })
    .int('Enter the amount in whole paisa')
    .positive('Enter an amount above zero'),
  reason: z.string().trim().min(5, 'Say why (at least 5 characters); the store sees it').max(500),
});
export const ZComplaintParams = z.object({
  id: z.uuid('Choose one of your orders'),
  complaintId: numeric(z.number().int().positive('Choose a complaint')),
});
