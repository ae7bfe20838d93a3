// The catalog module's read model: the tables other modules may read, joining and filtering on
// them inside their own queries so that a list stays one query. Only the catalog module writes
// them; other modules change them through the functions its index.ts exports.

export type { Product } from '../../db/schema/catalog.ts';
export {
  brands,
  categories,
  occasions,
  productImages,
  productOccasions,
  products,
  stores,
} from '../../db/schema/catalog.ts';
