import { z } from 'zod';
import { numeric, zText } from './common.ts';
import { success } from './envelope.ts';
import { ZMobileNumber } from './phone.ts';
import { NEWSLETTER_EMAIL_RE } from './text-rules.ts';

// Selling on Upahar: the interest form on /sell-at-ug, a signed-in person's application with its
// documents, and the admins' review that turns an approved application into a store.

/** The shop's commission on each delivered order, in percent; payouts go out weekly. */
export const SELLER_COMMISSION_PERCENT = 10;
export const SELLER_DISTRICTS = ['Kathmandu', 'Lalitpur', 'Bhaktapur'] as const;
export const SELLER_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
export const SELLER_DOCUMENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export const SELLER_DOCUMENTS_MAX = 5;
export const APPLICATIONS_PER_PAGE = 20;

export const PAN_MESSAGE = 'Enter the 9-digit PAN or VAT number';

const text = (what: string, min: number, max: number) =>
  zText({ error: `Enter ${what}` })
    .trim()
    .min(min, min > 1 ? `Enter ${what} (at least ${min} characters)` : `Enter ${what}`)
    .max(max, `Keep ${what} under ${max} characters`);

export const ZMobile = ZMobileNumber;

export const ZContactEmail = zText({ error: 'Enter your e-mail' })
  .trim()
  .toLowerCase()
  .max(254, 'E-mail is too long')
  .regex(NEWSLETTER_EMAIL_RE, 'Enter an e-mail like name@example.com');

export const ZSellerInterestBody = z.object({
  name: text('your name', 2, 80),
  email: ZContactEmail,
  phone: ZMobile,
  businessName: text('the business name', 2, 100),
  message: text('a short message', 1, 1000),
});
export type TSellerInterestBody = z.input<typeof ZSellerInterestBody>;

const ids = (message: string, max: number) =>
  z
    .array(z.number().int().positive().max(2_147_483_647), { error: message })
    .min(1, message)
    .max(max, `Choose at most ${max}`)
    .transform((xs) => [...new Set(xs)]);

/** An application as the applicant sends it, first time or after the admin asked for changes. */
export const ZSellerApplicationBody = z.object({
  businessName: text('the business name', 2, 100),
  panNumber: zText({ error: PAN_MESSAGE })
    .trim()
    .regex(/^\d{9}$/, PAN_MESSAGE),
  phone: ZMobile,
  address: text('the shop address', 3, 200),
  district: z.enum(SELLER_DISTRICTS, { error: 'Choose Kathmandu, Lalitpur or Bhaktapur' }),
  locationIds: ids('Choose at least one place you deliver to', 100),
  categoryIds: ids('Choose at least one category you sell in', 50),
  documentIds: z
    .array(z.uuid('Upload the document again'), { error: 'Upload your registration certificate' })
    .min(1, 'Upload your registration certificate')
    .max(SELLER_DOCUMENTS_MAX, `Attach at most ${SELLER_DOCUMENTS_MAX} documents`)
    .transform((xs) => [...new Set(xs)]),
});
export type TSellerApplicationBody = z.input<typeof ZSellerApplicationBody>;

export const ZSellerDocument = z.object({
  id: z.string(),
  name: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  /** Needs the bearer token: only the applicant and admins may download it. */
  url: z.string(),
});
export type TSellerDocument = z.infer<typeof ZSellerDocument>;
export const ZSellerDocumentResponse = success(ZSellerDocument);

export const ZSellerApplicationStatus = z.enum(['submitted', 'needs_changes', 'approved', 'rejected']);
export type TSellerApplicationStatus = z.infer<typeof ZSellerApplicationStatus>;

const ZNamed = z.object({ id: z.number().int(), name: z.string() });

export const ZSellerApplication = z.object({
  id: z.string(),
  status: ZSellerApplicationStatus,
  businessName: z.string(),
  panNumber: z.string(),
  phone: z.string(),
  address: z.string(),
  district: z.enum(SELLER_DISTRICTS),
  locations: z.array(ZNamed),
  categories: z.array(ZNamed),
  documents: z.array(ZSellerDocument),
  /** What the admin asked to change, or why it was rejected. */
  adminNote: z.string().nullable(),
  store: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }).nullable(),
  applicant: z.object({ name: z.string(), email: z.string() }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TSellerApplication = z.infer<typeof ZSellerApplication>;
export const ZSellerApplicationResponse = success(ZSellerApplication);

export const ZApplicationIdParams = z.object({ id: z.uuid('No such application') });
export const ZDocumentIdParams = z.object({ id: z.uuid('No such document') });

/** What the application form chooses from. */
export const ZSellerFormOptionsResponse = success(
  z.object({
    locations: z.array(ZNamed.extend({ district: z.string() })),
    categories: z.array(ZNamed),
  }),
);

export const ZOwnedStore = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  city: z.string(),
  district: z.string(),
  isActive: z.boolean(),
});
export const ZMyBusinessesResponse = success(
  z.object({ stores: z.array(ZOwnedStore), applications: z.array(ZSellerApplication) }),
);
export type TMyBusinesses = z.infer<typeof ZMyBusinessesResponse>['data'];

export const ZApplicationsQuery = z.object({
  status: ZSellerApplicationStatus.optional(),
  q: zText().trim().max(100, 'Search with fewer words').optional(),
  page: numeric(z.number().int().min(1, 'page starts at 1').max(10_000)).default(1),
});
export type TApplicationsQuery = z.input<typeof ZApplicationsQuery>;

export const ZApplicationCard = z.object({
  id: z.string(),
  status: ZSellerApplicationStatus,
  businessName: z.string(),
  district: z.string(),
  applicant: z.object({ name: z.string(), email: z.string() }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TApplicationCard = z.infer<typeof ZApplicationCard>;
export const ZApplicationsResponse = success(z.object({ applications: z.array(ZApplicationCard) }));

export const ZNeedsChangesBody = z.object({
  note: text('what the applicant should change', 5, 1000),
});
export const ZRejectBody = z.object({ reason: text('the reason', 5, 1000) });
