import {
  type EndpointData,
  type EndpointDef,
  type EndpointInput,
  PRODUCT_NAME,
  type TPagination,
  type TProductCard,
} from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { type AppLoadContext, data, type MetaDescriptor } from 'react-router';
import type { z } from 'zod';
import { ApiError, callEndpoint, type EndpointArgs } from '~/lib/api';
import { orMoreFailed } from '~/lib/more-rows';
import {
  type ApiQuery,
  canonicalPath,
  parseListingParams,
  parsePage,
  toApiQuery,
  toSearchParams,
} from './use-listing-query';

export type Seo = { origin: string; canonical: string };

/** Absolute canonical URL for search engines: the path with its filters, without page or sort. */
export function seoFor(request: Request): Seo {
  const url = new URL(request.url);
  const filters = parseListingParams(url.searchParams);
  const qs = toSearchParams({ ...filters, sort: 'popular' }).toString();
  return {
    origin: url.origin,
    canonical: `${url.origin}${canonicalPath(url.pathname)}${qs ? `?${qs}` : ''}`,
  };
}

/** An API failure as the route's error response: 404 shows the error page. */
export function toRouteError(e: unknown): never {
  if (e instanceof ApiError && e.status >= 400 && e.status < 500) {
    throw data(null, { status: e.status === 404 ? 404 : e.status, statusText: e.message });
  }
  throw e;
}

/** Calls one endpoint over the in-process transport, turning API errors into route errors. */
export async function loadApi<E extends EndpointDef>(
  context: AppLoadContext,
  endpoint: E,
  ...args: EndpointArgs<E>
) {
  try {
    return await callEndpoint(context.api, endpoint, ...args);
  } catch (e) {
    return toRouteError(e);
  }
}

/**
 * An endpoint that answers one page of product cards for the listing filters (listings, search,
 * the cake finder): "Load more" asks it for the next page.
 */
export type ListingEndpoint = EndpointDef & {
  readonly method: 'GET';
  readonly response: z.ZodType<{ data: { products: TProductCard[] } }>;
};

/** The path parameters of a listing endpoint (a category's slug...), kept for "Load more". */
export type ListingParams<E extends EndpointDef> = EndpointInput<E>['params'];

/** One page of a listing endpoint: its params plus the filters and the page as its query. */
function listingInput<E extends ListingEndpoint>(params: ListingParams<E>, query: ApiQuery): EndpointArgs<E> {
  // The filters are built from the URL as plain strings and numbers; the endpoint's query schema
  // checks them on the server, so they are handed over as the endpoint's query.
  return [{ params, query }] as unknown as EndpointArgs<E>;
}

/**
 * A listing loader: the URL's filters and page go to the API, so a filtered or shared link is
 * rendered on the server exactly as the shopper saw it.
 */
export async function loadListing<E extends ListingEndpoint>(
  context: AppLoadContext,
  request: Request,
  endpoint: E,
  params: ListingParams<E>,
  extra?: ApiQuery,
): Promise<{
  data: EndpointData<E>;
  pagination: TPagination | undefined;
  params: ListingParams<E>;
  seo: Seo;
}> {
  const sp = new URL(request.url).searchParams;
  return orMoreFailed(request, async () => {
    const res = await loadApi(
      context,
      endpoint,
      ...listingInput<E>(params, { ...extra, ...toApiQuery(parseListingParams(sp), parsePage(sp)) }),
    );
    return { data: res.data, pagination: res.meta?.pagination, params, seo: seoFor(request) };
  });
}

const absolute = (origin: string, path: string | null | undefined) =>
  !path ? undefined : /^https?:\/\//.test(path) ? path : `${origin}${path.startsWith('/') ? '' : '/'}${path}`;

/** Title, description, canonical link and Open Graph tags of a public page. */
export function pageMeta(opts: {
  title: string;
  description?: string | null;
  seo?: Seo;
  image?: string | null;
  type?: string;
}): MetaDescriptor[] {
  const title = `${opts.title} | ${PRODUCT_NAME}`;
  const description = opts.description?.trim() || m.catalog_meta_description({ title: opts.title });
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: description.slice(0, 300) },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description.slice(0, 300) },
    { property: 'og:type', content: opts.type ?? 'website' },
    { property: 'og:site_name', content: PRODUCT_NAME },
  ];
  if (opts.seo) {
    tags.push({ tagName: 'link', rel: 'canonical', href: opts.seo.canonical });
    tags.push({ property: 'og:url', content: opts.seo.canonical });
    const image = absolute(opts.seo.origin, opts.image);
    if (image) tags.push({ property: 'og:image', content: image });
  }
  return tags;
}
