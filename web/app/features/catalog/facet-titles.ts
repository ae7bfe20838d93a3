import { sizeFacetTitle } from '@upahar/contract';
import type { FacetKey } from './use-listing-query';

/** What each list filter is called on a listing of this kind, in the order the panel shows them. */
export const FACET_TITLES = (kind: string | null): Record<FacetKey, string> => ({
  pound: 'Weight',
  flavour: 'Flavour',
  shape: 'Shape',
  occasion: 'Occasion',
  size: sizeFacetTitle(kind),
  color: 'Colour',
  brand: 'Brand',
  tags: 'Tags',
});
