import { z } from 'zod';
import { numeric, zText } from './common.ts';
import { success } from './envelope.ts';

// The store owner's products: a seller sees and changes the products of the stores they own, an
// admin every product; any other product answers 404. A product is a draft until it has what a
// shopper needs to buy it; only then may it go live, and an archived one may come back.

export const SELLER_PRODUCTS_PER_PAGE = 20;
export const PRODUCT_STATUSES = ['draft', 'live', 'archived'] as const;
export const ZProductStatus = z.enum(PRODUCT_STATUSES);
export type TProductStatus = z.infer<typeof ZProductStatus>;
/** Sellers make cakes and gifts; automobiles and donations are the shop's own pages. */
export const SELLER_PRODUCT_TYPES = ['cake', 'product'] as const;
export const SELLER_TYPE_LABEL: Record<(typeof SELLER_PRODUCT_TYPES)[number], string> = {
  cake: 'Cake',
  product: 'Gift',
};
export const PRODUCT_IMAGES_MAX = 10;
export const SLUG_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** The largest price a product may have, in rupees. */
export const PRICE_MAX_NPR = 10_000_000;

/** A URL name from a product name: "Red Roses (12)" -> "red-roses-12". */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
}

const id = (message: string) =>
  numeric(z.number({ error: message }).int(message).positive(message).max(2_147_483_647, message));

export const ZDashboardProductsQuery = z.object({
  page: numeric(z.number().int().min(1).max(10_000)).default(1),
  q: zText().trim().max(100, 'Search with at most 100 characters').optional(),
  status: ZProductStatus.optional(),
  storeId: id('Choose one of your stores').optional(),
  categoryId: id('Choose a category').optional(),
});
export type TDashboardProductsQuery = z.output<typeof ZDashboardProductsQuery>;

export const ZDashboardProductRow = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  type: z.string(),
  image: z.string().nullable(),
  storeName: z.string(),
  categoryName: z.string(),
  /** Paisa; 0 while a draft has no price yet. */
  price: z.number().int(),
  salePrice: z.number().int().nullable(),
  /** null: made to order. */
  stock: z.number().int().nullable(),
  status: ZProductStatus,
});
export type TDashboardProductRow = z.infer<typeof ZDashboardProductRow>;
export const ZDashboardProductsResponse = success(z.object({ products: z.array(ZDashboardProductRow) }));

const ZNamed = z.object({ id: z.number().int(), name: z.string() });
export const ZProductFormOptions = z.object({
  stores: z.array(ZNamed.extend({ brands: z.array(ZNamed) })),
  categories: z.array(ZNamed),
  occasions: z.array(ZNamed),
});
export type TProductFormOptions = z.infer<typeof ZProductFormOptions>;
export const ZProductFormOptionsResponse = success(ZProductFormOptions);

export const ZProductIdParams = z.object({ id: z.uuid('Choose one of your products') });
export const ZProductImageParams = ZProductIdParams.extend({ imageId: id('Choose one of its pictures') });

/** Rupees, with at most two decimals (paisa); blank is "not yet". */
const money = (what: string) =>
  numeric(
    z
      .number({ error: `Enter the ${what} in rupees` })
      .positive(`The ${what} must be more than 0`)
      .max(PRICE_MAX_NPR, `The ${what} can be at most NPR ${PRICE_MAX_NPR.toLocaleString('en-IN')}`)
      .refine((n) => Number.isInteger(Math.round(n * 100 * 1e6) / 1e6), 'Use at most two decimals'),
  ).nullable();

const words = (what: string, lower: boolean) =>
  z
    .array(zText().trim().min(1).max(40, `Each ${what} has at most 40 characters`), {
      error: `List the ${what}s`,
    })
    .max(20, `At most 20 ${what}s`)
    .transform((xs) => [...new Set(xs.map((x) => (lower ? x.toLowerCase() : x)).filter(Boolean))]);

/**
 * A Nepali text beside an English one, shown on Nepali pages in its place: optional, any script,
 * as long as its English twin at most; left blank it is none, and Nepali pages show the English.
 */
const nepaliText = (max: number, tooLong: string, tooShort?: string) =>
  zText()
    .trim()
    .max(max, tooLong)
    .refine((s) => !tooShort || s === '' || s.length >= 2, tooShort)
    .nullish()
    .transform((s) => s || null);

/** Everything the seller writes about a product; the same rules run in the browser. */
export const ZProductBody = z
  .object({
    name: zText({ error: 'Enter a name' })
      .trim()
      .min(2, 'The name needs at least 2 characters')
      .max(120, 'The name has at most 120 characters'),
    /** Blank: made from the name. */
    slug: zText()
      .trim()
      .toLowerCase()
      .max(80, 'The web address has at most 80 characters')
      .refine((s) => s === '' || SLUG_RE.test(s), 'Use lower-case letters, digits and single dashes')
      .default(''),
    storeId: id('Choose one of your stores'),
    type: z.enum(SELLER_PRODUCT_TYPES, { error: 'Choose cake or gift' }),
    categoryId: id('Choose a category'),
    occasionIds: z
      .array(id('Choose occasions from the list'))
      .max(30)
      .default([])
      .transform((xs) => [...new Set(xs)]),
    brandId: id('Choose one of the store’s brands').nullable().default(null),
    description: zText().trim().max(5000, 'The description has at most 5000 characters').default(''),
    nameNe: nepaliText(
      120,
      'The Nepali name has at most 120 characters',
      'The Nepali name needs at least 2 characters',
    ),
    descriptionNe: nepaliText(5000, 'The Nepali description has at most 5000 characters'),
    price: money('price'),
    salePrice: money('sale price').default(null),
    stock: numeric(
      z
        .number({ error: 'Enter how many are in stock' })
        .int('Stock is a whole number')
        .min(0, 'Stock cannot be negative')
        .max(1_000_000, 'Stock can be at most 1,000,000'),
    )
      .nullable()
      .default(null),
    prepHours: numeric(
      z
        .number({ error: 'Enter the preparation time in hours' })
        .int('Use whole hours')
        .min(0, 'Preparation time cannot be negative')
        .max(720, 'Preparation time is at most 720 hours'),
    ).default(0),
    isSameDay: z.boolean().default(false),
    /** A photo cake: the buyer uploads a picture printed on it (cakes only; ignored for gifts). */
    photoPrintable: z.boolean().default(false),
    tags: words('tag', true).default([]),
    colors: words('colour', true).default([]),
    sizes: words('size', false).default([]),
  })
  .superRefine((b, ctx) => {
    if (b.salePrice !== null && b.price === null)
      ctx.addIssue({ code: 'custom', path: ['price'], message: 'Enter the price before a sale price' });
    if (b.salePrice !== null && b.price !== null && b.salePrice >= b.price)
      ctx.addIssue({
        code: 'custom',
        path: ['salePrice'],
        message: 'The sale price must be below the price',
      });
  });
export type TProductBody = z.input<typeof ZProductBody>;
export type TProductInput = z.output<typeof ZProductBody>;

export const ZSellerProductImage = z.object({ id: z.number().int(), url: z.string(), alt: z.string() });
export type TSellerProductImage = z.infer<typeof ZSellerProductImage>;

export const ZDashboardProduct = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  type: z.enum(SELLER_PRODUCT_TYPES),
  storeId: z.number().int(),
  storeName: z.string(),
  categoryId: z.number().int(),
  occasionIds: z.array(z.number().int()),
  brandId: z.number().int().nullable(),
  description: z.string(),
  /** The Nepali name and description; null: Nepali pages show the English ones. */
  nameNe: z.string().nullable(),
  descriptionNe: z.string().nullable(),
  /** Rupees. */
  price: z.number().nullable(),
  salePrice: z.number().nullable(),
  stock: z.number().int().nullable(),
  prepHours: z.number().int(),
  isSameDay: z.boolean(),
  photoPrintable: z.boolean().optional(),
  tags: z.array(z.string()),
  colors: z.array(z.string()),
  sizes: z.array(z.string()),
  images: z.array(ZSellerProductImage),
  status: ZProductStatus,
  /** What it still needs before it may go live, in words ("a price"); empty when complete. */
  missing: z.array(z.string()),
});
export type TDashboardProduct = z.infer<typeof ZDashboardProduct>;
export const ZDashboardProductResponse = success(ZDashboardProduct);

export const ZProductImagesOrderBody = z.object({
  ids: z
    .array(id('Choose its pictures'))
    .min(1, 'Choose its pictures')
    .max(PRODUCT_IMAGES_MAX)
    .refine((xs) => new Set(xs).size === xs.length, 'Each picture once'),
});
export const ZProductImagesResponse = success(z.object({ images: z.array(ZSellerProductImage) }));
