// What other features may use of catalog; its other files are its own business.

export { AutomobileLanding } from './automobile-landing';
/** The automobile landing's code, fetched only by the categories that have one. */
export const loadAutomobileLanding = () => import('./automobile-landing').then((m) => m.AutomobileLanding);
export { Breadcrumb } from './breadcrumb';
export { CategoryStrip } from './category-strip';
export { LinkChips } from './chips';
/** The chips' code, for a page that draws them as a part loaded when used. */
export const loadLinkChips = () => import('./chips').then((m) => m.LinkChips);
export { BrandStrip, OccasionGrid, StoreCards, Testimonials } from './home-sections';
export { ListingPage } from './listing-page';
export { loadApi, loadListing, pageMeta, seoFor, toRouteError } from './listing-route';
export { PAGE } from './page-width';
export { ProductCard, ProductCardSkeleton } from './product-card';
export { GRID, ProductGrid } from './product-grid';
export { ProductRow } from './product-row';
export { RatingStars } from './rating-stars';
export { SectionHeading } from './section-heading';
export { SliderCarousel } from './slider-carousel';
export { StoreHeader } from './store-header';
export { activeFilterCount, parseListingParams, parsePage, toApiQuery } from './use-listing-query';
