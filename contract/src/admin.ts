import { z } from 'zod';
import { numeric, ZIsoDate, zText } from './common.ts';
import { ZReportReason, ZReportTargetType } from './community.ts';
import { success } from './envelope.ts';

// The admin's side of the dashboard: the audit log of dashboard writes, the queue of reported
// texts, and suspending stores. Sellers are refused (403) on all of it.

export const AUDIT_PER_PAGE = 25;
export const REPORTS_PER_PAGE = 20;
export const ADMIN_STORES_PER_PAGE = 20;
export const ADMIN_ACCOUNTS_PER_PAGE = 20;
export const MODERATION_REASON_MAX = 500;

const page = numeric(z.number().int().min(1, 'page starts at 1').max(10_000)).default(1);

// ---- Audit log ----

export const ZAuditQuery = z.object({
  page,
  /** A user's e-mail or username, or part of it. */
  user: zText().trim().max(100).optional(),
  /** An action's id from the list the log offers (changeOrderStatus), or part of one. */
  action: zText().trim().max(100).optional(),
  from: ZIsoDate.optional(),
  to: ZIsoDate.optional(),
});
export type TAuditQuery = z.infer<typeof ZAuditQuery>;

/** One field a change touched, its old and new value in words ("—" for none). */
export const ZAuditField = z.object({ field: z.string(), before: z.string(), after: z.string() });
export type TAuditField = z.infer<typeof ZAuditField>;

export const ZAuditChange = z.object({
  entity: z.string(),
  /** The kind of thing changed, in words: "Order part". */
  entityLabel: z.string(),
  entityId: z.string(),
  /** What changed, field by field, for people; before and after stay as recorded. */
  fields: z.array(ZAuditField),
  before: z.unknown(),
  after: z.unknown(),
});
export type TAuditChange = z.infer<typeof ZAuditChange>;

export const ZAuditEntry = z.object({
  id: z.string(),
  user: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  role: z.string().nullable(),
  action: z.string(),
  /** The action in words, in the past tense: "Moved a job application". */
  actionLabel: z.string(),
  method: z.string(),
  route: z.string(),
  targetId: z.string().nullable(),
  /** The thing the write was about, by name, where it is known: a store, "Sita Shrestha — Rider". */
  target: z.object({ kind: z.string(), name: z.string() }).nullable(),
  body: z.unknown(),
  /** What the request carried, field by field in words (secrets already blanked). */
  sent: z.array(z.object({ field: z.string(), value: z.string() })),
  /** The answer's status; null while the write runs, or if the server stopped before answering. */
  status: z.number().int().nullable(),
  createdAt: z.string(),
  changes: z.array(ZAuditChange),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;
export const ZAuditAction = z.object({ id: z.string(), label: z.string() });
export type TAuditAction = z.infer<typeof ZAuditAction>;
/** A page of entries, and every action the filter can pick from, by label. */
export const ZAuditResponse = success(
  z.object({ entries: z.array(ZAuditEntry), actions: z.array(ZAuditAction) }),
);

// ---- Reports and moderation ----

export const ZReportsQuery = z.object({
  page,
  /** Open reports (the queue) or the items moderators hid. */
  view: z.enum(['open', 'hidden']).default('open'),
});
export type TReportsQuery = z.infer<typeof ZReportsQuery>;

export const ZReportedItem = z.object({
  targetType: ZReportTargetType,
  targetId: z.string(),
  /** The reported text; an item deleted since the report has none. */
  text: z.string().nullable(),
  author: z.string().nullable(),
  product: z.object({ name: z.string(), slug: z.string() }).nullable(),
  reasons: z.array(z.object({ reason: ZReportReason, count: z.number().int() })),
  details: z.array(z.string()),
  count: z.number().int(),
  lastReportedAt: z.string().nullable(),
  hidden: z.object({ at: z.string(), reason: z.string() }).nullable(),
});
export type TReportedItem = z.infer<typeof ZReportedItem>;
export const ZReportsResponse = success(z.object({ items: z.array(ZReportedItem) }));

export const ZModerationTargetParams = z.object({
  type: ZReportTargetType,
  id: z.uuid('Choose a reported item'),
});

export const ZHideBody = z.object({
  reason: zText({ error: 'Give a reason for hiding it' })
    .trim()
    .min(3, 'Give a reason for hiding it (at least 3 characters)')
    .max(MODERATION_REASON_MAX, `The reason is at most ${MODERATION_REASON_MAX} characters`),
});
export type THideBody = z.infer<typeof ZHideBody>;

// ---- Stores ----

export const ZAdminStoresQuery = z.object({
  page,
  q: zText().trim().max(100).optional(),
  status: z.enum(['all', 'active', 'suspended']).default('all'),
});
export type TAdminStoresQuery = z.infer<typeof ZAdminStoresQuery>;

export const ZAdminStore = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  owner: z.object({ name: z.string(), email: z.string() }).nullable(),
  productCount: z.number().int(),
  openOrderCount: z.number().int(),
  suspended: z.object({ at: z.string(), reason: z.string() }).nullable(),
});
export type TAdminStore = z.infer<typeof ZAdminStore>;
export const ZAdminStoresResponse = success(z.object({ stores: z.array(ZAdminStore) }));
export const ZAdminStoreResponse = success(ZAdminStore);

export const ZAdminStoreParams = z.object({
  id: numeric(z.number().int().positive().max(2_147_483_647)),
});

export const ZSuspendBody = z.object({
  reason: zText({ error: 'Give a reason for the suspension' })
    .trim()
    .min(3, 'Give a reason for the suspension (at least 3 characters)')
    .max(MODERATION_REASON_MAX, `The reason is at most ${MODERATION_REASON_MAX} characters`),
});
export type TSuspendBody = z.infer<typeof ZSuspendBody>;

// ---- Accounts ----

export const ZAdminAccountsQuery = z.object({
  page,
  q: zText().trim().max(100).optional(),
  status: z.enum(['all', 'active', 'suspended']).default('all'),
});
export type TAdminAccountsQuery = z.infer<typeof ZAdminAccountsQuery>;

export const ZAdminAccount = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  /** Empty for an account made with a phone number. */
  email: z.string(),
  phone: z.string().nullable(),
  role: z.enum(['customer', 'seller', 'admin']),
  joinedAt: z.string(),
  suspended: z.object({ at: z.string(), reason: z.string() }).nullable(),
});
export type TAdminAccount = z.infer<typeof ZAdminAccount>;
export const ZAdminAccountsResponse = success(z.object({ accounts: z.array(ZAdminAccount) }));
export const ZAdminAccountResponse = success(ZAdminAccount);
export const ZAdminAccountParams = z.object({ id: z.uuid('Choose an account') });
