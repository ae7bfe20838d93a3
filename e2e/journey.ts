// The public pages of the buying journey, as a visitor reaches them: the page-wide checks
// (fits a phone, accessibility) walk the same list.
export const JOURNEY_PAGES = [
  ['home', '/'],
  ['all categories', '/categories'],
  ['a category', '/category/cakes'],
  ['an occasion', '/occasion/birthday'],
  ['offers', '/products/offers'],
  ['search', '/search?q=chocolate'],
  ['cake finder', '/find-cakes'],
  ['a cake', '/product/classic-black-forest-cake'],
  ['a bouquet', '/product/dozen-red-roses-bouquet'],
  ['a store', '/store/kumari-cake-house'],
  ['compare', '/compare'],
  ['cart', '/cart'],
  ['login', '/login'],
  ['register', '/register'],
  ['a missing page', '/no-such-page'],
] as const;
