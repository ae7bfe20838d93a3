import { defineEndpoint } from '../endpoint.ts';
import {
  ZDeleteSearchHistoryBody,
  ZFindCakesOptionsResponse,
  ZFindCakesQuery,
  ZFindCakesResponse,
  ZSearchHistoryQuery,
  ZSearchHistoryResponse,
  ZSearchQuery,
  ZSearchResponse,
  ZSearchSuggestionsQuery,
  ZSearchSuggestionsResponse,
} from '../search.ts';

const search = { surface: 'storefront', tag: 'search' } as const;

// Search works for visitors. A bearer token, when sent and valid, also records the words in
// that person's history; an unknown token is ignored rather than refused.
export const searchProducts = defineEndpoint({
  ...search,
  id: 'searchProducts',
  access: 'public',
  method: 'GET',
  path: '/search',
  summary:
    "Products matching the words (typos corrected), with the listing filters; a signed-in user's search joins their history",
  query: ZSearchQuery,
  response: ZSearchResponse,
});

export const getSearchSuggestions = defineEndpoint({
  ...search,
  id: 'getSearchSuggestions',
  access: 'public',
  method: 'GET',
  path: '/search/suggestions',
  summary: 'Products and categories to suggest while the words are being typed',
  query: ZSearchSuggestionsQuery,
  response: ZSearchSuggestionsResponse,
});

export const getSearchHistory = defineEndpoint({
  ...search,
  id: 'getSearchHistory',
  access: 'user',
  method: 'GET',
  path: '/search-history',
  summary: "The signed-in user's recent searches, newest first, optionally those starting with some words",
  query: ZSearchHistoryQuery,
  response: ZSearchHistoryResponse,
});

export const clearSearchHistory = defineEndpoint({
  ...search,
  id: 'clearSearchHistory',
  access: 'user',
  method: 'POST',
  path: '/search-history/clear',
  summary: "Forget all of the signed-in user's searches",
  response: ZSearchHistoryResponse,
});

export const deleteSearchHistoryItem = defineEndpoint({
  ...search,
  id: 'deleteSearchHistoryItem',
  access: 'user',
  method: 'POST',
  path: '/search-history/delete',
  summary: "Forget one search of the signed-in user's history",
  body: ZDeleteSearchHistoryBody,
  response: ZSearchHistoryResponse,
});

export const findCakes = defineEndpoint({
  ...search,
  id: 'findCakes',
  access: 'public',
  method: 'GET',
  path: '/find-cakes',
  summary:
    'Cakes for an occasion, flavour, weight and budget that can really be delivered to a place on a day',
  query: ZFindCakesQuery,
  response: ZFindCakesResponse,
});

export const getCakeFinderOptions = defineEndpoint({
  ...search,
  id: 'getCakeFinderOptions',
  access: 'public',
  method: 'GET',
  path: '/find-cakes/options',
  summary: 'The choices of the cake finder form: occasions, flavours, weights, delivery places',
  response: ZFindCakesOptionsResponse,
});
