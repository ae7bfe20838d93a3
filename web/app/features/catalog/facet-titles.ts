import { sizeFacetTitle } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import type { FacetKey } from './use-listing-query';

/** What each list filter is called on a listing of this kind, in the order the panel shows them. */
export const FACET_TITLES = (kind: string | null): Record<FacetKey, string> => ({
  pound: m.catalog_facet_weight(),
  flavour: m.catalog_facet_flavour(),
  shape: m.catalog_facet_shape(),
  occasion: m.catalog_facet_occasion(),
  size: sizeFacetTitle(kind),
  color: m.catalog_facet_colour(),
  brand: m.catalog_facet_brand(),
  tags: m.catalog_facet_tags(),
});
