// Catalogue rules with no schema in them, so pages can use them without loading zod.

/**
 * Categories that are not shopping for cakes and gifts: they have their own places (the Bazaar
 * menu, their landing pages) and stay out of the category strips and the shop-wide shelves.
 */
export const STANDALONE_CATEGORY_KINDS = ['automobiles', 'donations'] as const;

/** Product types the shop-wide shelves (offers, trending, new...) are made of. */
export const SHELF_PRODUCT_TYPES = ['cake', 'product'] as const;

/** Whether a category kind belongs with the cakes and gifts rather than in a place of its own. */
export const isShopCategoryKind = (kind: string) =>
  !(STANDALONE_CATEGORY_KINDS as readonly string[]).includes(kind);
