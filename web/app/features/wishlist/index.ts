// WishlistPage is imported by its route from './wishlist-page' directly: it uses the catalogue's
// product card, which itself imports the heart from here, and this keeps the two out of a cycle.
export { WishButton } from './wish-button';
export { useWishlist, type WishlistApi, WishlistProvider, type WishTarget } from './wishlist-context';
export { loadWishes, WishlistLoading, WishlistPage } from './wishlist-page';
