// What products cost in the campaigns running now: the one pricing every part of the shop asks
// (cards, the product page, the cart, the order), so they all agree.

export { visitorDealsJson } from './candidates.ts';
export { dealsChanged, dealsRunAt, priceCardLists, priceCards } from './card-prices.ts';
export { priceNowSql } from './price-now-sql.ts';
export {
  dealsFor,
  dealsFromJson,
  dealTotal,
  type LineDeal,
  publicDeal,
  shopFundedOf,
} from './pricing.ts';
