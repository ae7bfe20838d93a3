// What other features may use of catalog; its other files are its own business.
export { Breadcrumb } from './breadcrumb';
export { PAGE } from './page-width';
export { ProductCard, ProductCardSkeleton } from './product-card';
export { GRID, ProductGrid } from './product-grid';
export { ProductRow } from './product-row';
export { RatingStars } from './rating-stars';
