import { z } from 'zod';
import { ZListingData, ZProductCard } from './catalog.ts';
import { zText } from './common.ts';
import { COMPARE_MAX } from './constants.ts';
import { success } from './envelope.ts';

// Catalogue API (modules/catalog): listings, home, product detail. Listings all take
// ZListingQuery (catalog.ts) and answer ZListingData plus meta.pagination. Money is paisa.

export const ZSlugParams = z.object({ slug: zText().trim().min(1).max(200) });
export const ZIdOrSlugParams = z.object({ idOrSlug: zText().trim().min(1).max(200) });
export const ZIdParams = z.object({ id: zText().trim().min(1).max(200) });

/** A small link to a category, occasion or brand (home sections, sub-category chips). */
export const ZNamedLink = z.object({ slug: z.string(), name: z.string(), image: z.string().nullable() });
export type TNamedLink = z.infer<typeof ZNamedLink>;
export const ZBrandLink = z.object({ slug: z.string(), name: z.string(), logo: z.string().nullable() });
export type TBrandLink = z.infer<typeof ZBrandLink>;

// ---- Site content feeding the home page and the automobiles landing ----

export const ZSlider = z.object({
  /** Names the slide for click and view counts (lower-case letters, digits, dashes). */
  id: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/, 'Use 1 to 40 lower-case letters, digits or dashes')
    .optional(),
  image: z.string(),
  title: z.string(),
  subtitle: z.string(),
  /** Kept with the slide, never sent: a Nepali page's answer carries them as title and subtitle. */
  titleNe: z.string().optional(),
  subtitleNe: z.string().optional(),
  url: z.string(),
});
export type TSlider = z.infer<typeof ZSlider>;
export const ZHomeSliders = z.array(ZSlider);

/** Automobile page content (sliders, vehicleOfMonth, bookWithUs, ads). */
export const ZAutomobileLanding = z.object({
  sliders: z.array(ZSlider),
  vehicleOfMonth: z
    .object({
      title: z.string(),
      description: z.string(),
      image: z.string(),
      url: z.string(),
      /** Monthly rent or price in paisa, when the editor gives one. */
      price: z.number().int().nullable(),
    })
    .nullable(),
  bookWithUs: z
    .object({
      title: z.string(),
      text: z.string(),
      image: z.string(),
      phone: z.string(),
      buttonText: z.string(),
      url: z.string(),
    })
    .nullable(),
  ads: z.array(z.object({ image: z.string(), title: z.string(), url: z.string() })),
});
export type TAutomobileLanding = z.infer<typeof ZAutomobileLanding>;

export const ZTestimonial = z.object({
  name: z.string(),
  location: z.string(),
  text: z.string(),
  rating: z.number().min(1).max(5),
  avatar: z.string().nullable(),
});
export type TTestimonial = z.infer<typeof ZTestimonial>;
export const ZTestimonials = z.array(ZTestimonial);
export const ZTestimonialsResponse = success(ZTestimonials);

// ---- Listings ----

/** GET category/:slug: the category and its sub-categories; automobiles add their landing. */
export const ZCategoryListing = ZListingData.extend({
  category: z.object({ slug: z.string(), name: z.string(), kind: z.string() }),
  parent: z.object({ slug: z.string(), name: z.string() }).nullable(),
  subcategories: z.array(ZNamedLink),
  landing: ZAutomobileLanding.nullable(),
});
export type TCategoryListing = z.infer<typeof ZCategoryListing>;
export const ZCategoryListingResponse = success(ZCategoryListing);

/**
 * GET categories (tree for /categories) and mcategory/:slug (one category with its children:
 * a top-level one, or a sub-category with its parent for the way back).
 */
export const ZCategoryChild = ZNamedLink.extend({ productCount: z.number().int() });
export const ZCategoryNode = ZCategoryChild.extend({
  description: z.string().nullable(),
  kind: z.string(),
  children: z.array(ZCategoryChild),
});
export type TCategoryNode = z.infer<typeof ZCategoryNode>;
export const ZCategoriesResponse = success(z.object({ categories: z.array(ZCategoryNode) }));
export type TCategories = z.infer<typeof ZCategoriesResponse>['data'];
export const ZMainCategory = ZCategoryNode.extend({
  parent: z.object({ slug: z.string(), name: z.string() }).nullable(),
});
export type TMainCategory = z.infer<typeof ZMainCategory>;
export const ZMainCategoryResponse = success(ZMainCategory);

/** GET products/:slug collections (offers, trending...), each with a human title. */
export const COLLECTIONS = [
  'offers',
  'trending',
  'recommended',
  'new',
  'eggless',
  'same-day',
  'ready-made',
] as const;
export const ZCollectionSlug = z.enum(COLLECTIONS);
export type TCollectionSlug = z.infer<typeof ZCollectionSlug>;
export const ZCollectionListing = ZListingData.extend({ collection: ZCollectionSlug });
export type TCollectionListing = z.infer<typeof ZCollectionListing>;
export const ZCollectionListingResponse = success(ZCollectionListing);

/** GET products/urgent: urgent products (paginated) and a shelf of ready-made cakes. */
export const ZUrgentListing = ZListingData.extend({ readyMadeCakes: z.array(ZProductCard) });
export type TUrgentListing = z.infer<typeof ZUrgentListing>;
export const ZUrgentListingResponse = success(ZUrgentListing);

/** GET occasion/:slug. */
export const ZOccasionListing = ZListingData.extend({
  occasion: z.object({ slug: z.string(), name: z.string() }),
});
export type TOccasionListing = z.infer<typeof ZOccasionListing>;
export const ZOccasionListingResponse = success(ZOccasionListing);

// ---- Stores ----

export const ZStoreInfo = z.object({
  slug: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  logo: z.string().nullable(),
  banner: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string(),
  phone: z.string().nullable(),
  rating: z.number(),
  ratingCount: z.number().int(),
  productCount: z.number().int(),
  /** Signed-in shoppers following the store. */
  followerCount: z.number().int(),
  brands: z.array(ZBrandLink),
  /** Sunday first; null on a closed day; null altogether until the store sets its hours. */
  openingHours: z.array(z.object({ opens: z.string(), closes: z.string() }).nullable()).nullable(),
});
export type TStoreInfo = z.infer<typeof ZStoreInfo>;
/** GET store/:slug: the store and its first 8 products. */
export const ZStorePage = z.object({ store: ZStoreInfo, products: z.array(ZProductCard) });
export type TStorePage = z.infer<typeof ZStorePage>;
export const ZStorePageResponse = success(ZStorePage);
/** GET store/:slug/products. */
export const ZStoreListing = ZListingData.extend({ store: ZStoreInfo });
export type TStoreListing = z.infer<typeof ZStoreListing>;
export const ZStoreListingResponse = success(ZStoreListing);

// ---- Compare and previously viewed ----

/** Compare holds at most 3; previously viewed (home) asks for up to 50 at once. */
export const MULTIPLE_HISTORY_MAX = 50;
export const ZMultipleProductsQuery = z
  .object({
    ids: zText({ error: 'ids is required' }).transform((v) => [
      ...new Set(
        v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ]),
    purpose: z.enum(['compare', 'history']).default('compare'),
  })
  .superRefine((q, ctx) => {
    const max = q.purpose === 'history' ? MULTIPLE_HISTORY_MAX : COMPARE_MAX;
    if (q.ids.length === 0) ctx.addIssue({ code: 'custom', path: ['ids'], message: 'ids is required' });
    if (q.ids.length > max)
      ctx.addIssue({ code: 'custom', path: ['ids'], message: `At most ${max} products can be asked for` });
  });
export type TMultipleProductsQuery = z.infer<typeof ZMultipleProductsQuery>;

export const ZCompareRow = ZProductCard.extend({
  description: z.string(),
  category: z.object({ slug: z.string(), name: z.string() }),
  brand: z.object({ slug: z.string(), name: z.string() }).nullable(),
  sizes: z.array(z.string()),
  colors: z.array(z.string()),
  tags: z.array(z.string()),
  maxPound: z.number().nullable(),
  prepHours: z.number().int(),
});
export type TCompareRow = z.infer<typeof ZCompareRow>;
/** Rows in the order the ids were given; unknown or inactive ids are left out. */
export const ZMultipleProductsResponse = success(z.object({ products: z.array(ZCompareRow) }));

// ---- Product detail ----

export const ZProductDetailQuery = z.object({
  /** Store owners preview their inactive products (product/{id}?forceInactive={flag}). */
  forceInactive: z.enum(['0', '1', 'true', 'false']).optional(),
});

export const ZProductImage = z.object({ path: z.string(), alt: z.string() });

export const ZProductDetail = ZProductCard.extend({
  description: z.string(),
  images: z.array(ZProductImage),
  category: z.object({ slug: z.string(), name: z.string(), kind: z.string() }),
  brand: ZBrandLink.nullable(),
  store: z.object({
    slug: z.string(),
    name: z.string(),
    logo: z.string().nullable(),
    address: z.string().nullable(),
    city: z.string(),
    district: z.string(),
    rating: z.number(),
    followerCount: z.number().int(),
    /** After this Kathmandu hour the store takes no more orders for today; null: the shop's rule. */
    sameDayCutoffHour: z.number().int().nullable(),
  }),
  flavour: z.object({ slug: z.string(), name: z.string() }).nullable(),
  occasions: z.array(z.object({ slug: z.string(), name: z.string() })),
  tags: z.array(z.string()),
  colors: z.array(z.string()),
  sizes: z.array(z.string()),
  prepHours: z.number().int(),
  maxPound: z.number().nullable(),
  /** Cakes: the price of each pound above minPound (paisa); the server prices every option. */
  pricePerPound: z.number().int().nullable(),
  isReadyMade: z.boolean(),
  /** A photo cake: the shopper adds a picture to print on it (uploadCakePhoto). */
  photoPrintable: z.boolean().optional(),
  /** null: made to order. */
  stock: z.number().int().nullable(),
  isActive: z.boolean(),
  /** One canonical URL per product, so search engines index one page: /product/{slug}. */
  canonicalPath: z.string(),
  related: z.array(ZProductCard),
  suggested: z.array(ZProductCard),
  accessories: z.array(ZProductCard),
  combos: z.array(ZProductCard),
});
export type TProductDetail = z.infer<typeof ZProductDetail>;
export const ZProductDetailResponse = success(ZProductDetail);

/** GET product/quick-info/:id: the quick-view dialog of listings. */
export const ZQuickInfo = ZProductCard.extend({
  excerpt: z.string(),
  images: z.array(ZProductImage),
  store: z.object({ slug: z.string(), name: z.string(), logo: z.string().nullable() }),
  sizes: z.array(z.string()),
  maxPound: z.number().nullable(),
  canonicalPath: z.string(),
});
export type TQuickInfo = z.infer<typeof ZQuickInfo>;
export const ZQuickInfoResponse = success(ZQuickInfo);

/** GET suggested-cakes?productId and cake-accessory?productId. */
export const ZProductIdQuery = z.object({
  productId: zText({ error: 'productId is required' }).trim().min(1, 'productId is required').max(200),
});
export const ZProductCardsResponse = success(z.object({ products: z.array(ZProductCard) }));
export type TProductCards = z.infer<typeof ZProductCardsResponse>['data'];

// ---- Home ----

/** A home slide as the home page answers it: always with its id. */
export const ZHomeSlide = ZSlider.extend({ id: z.string() });
export type THomeSlide = z.infer<typeof ZHomeSlide>;

export const ZHomePage = z.object({
  sliders: z.array(ZHomeSlide),
  offers: z.array(ZProductCard),
  categories: z.array(ZNamedLink),
  stores: z.array(
    z.object({
      slug: z.string(),
      name: z.string(),
      logo: z.string().nullable(),
      rating: z.number(),
      followerCount: z.number().int(),
    }),
  ),
  trending: z.array(ZProductCard),
  recommended: z.array(ZProductCard),
  brands: z.array(ZBrandLink),
  occasions: z.array(ZNamedLink),
});
export type THomePage = z.infer<typeof ZHomePage>;
export const ZHomePageResponse = success(ZHomePage);
