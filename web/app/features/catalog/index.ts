// What other features may use of catalog; its other files are its own business.
export { Breadcrumb } from './breadcrumb';
export { ProductCard, ProductCardSkeleton } from './product-card';
export { GRID } from './product-grid';
export { ProductRow } from './product-row';
export { RatingStars } from './rating-stars';
