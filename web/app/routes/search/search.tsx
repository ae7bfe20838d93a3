import { formatNumber, listingFacets, type TPagination, type TSearchData } from '@upahar/contract';
import { searchProducts } from '@upahar/contract/endpoints';
import { m } from '@upahar/contract/messages';
import { useLocation } from 'react-router';
import { SearchX } from '~/components/icon';
import { RouteError } from '~/components/layout/route-error';
import {
  activeFilterCount,
  ListingPage,
  PAGE,
  parseListingParams,
  parsePage,
  seoFor,
  toApiQuery,
} from '~/features/catalog';
import { normaliseQuery, PopularSearches, SearchPanel, unmatchedNote } from '~/features/search';
import { ApiError, callEndpoint } from '~/lib/api';
import { orMoreFailed } from '~/lib/more-rows';
import type { Route } from './+types/search';

type LoaderData =
  | { kind: 'prompt'; q: string; message: string | null }
  | { kind: 'results'; q: string; data: TSearchData; pagination: TPagination | undefined; canonical: string };

/** /search?q=: results rendered on the server with the listing filters. */
export const loader = ({ request, context }: Route.LoaderArgs) =>
  orMoreFailed(request, () => load(request, context));

async function load(request: Request, context: Route.LoaderArgs['context']): Promise<LoaderData> {
  const sp = new URL(request.url).searchParams;
  const q = normaliseQuery(sp.get('q') ?? sp.get('query') ?? '');
  if (!q) return { kind: 'prompt', q: '', message: null };
  try {
    const res = await callEndpoint(context.api, searchProducts, {
      query: { query: q, source: 'web', ...toApiQuery(parseListingParams(sp), parsePage(sp)) },
    });
    return {
      kind: 'results',
      q,
      data: res.data,
      pagination: res.meta?.pagination,
      canonical: seoFor(request).canonical,
    };
  } catch (e) {
    // A search the API refuses (blank, too long) is a prompt to try again, not an error page.
    if (e instanceof ApiError && e.status === 400) return { kind: 'prompt', q, message: e.message };
    throw e;
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const q = loaderData?.q;
  const title = q ? m.search_meta_title_results({ query: q }) : m.search_meta_title();
  return [
    { title },
    { name: 'description', content: m.search_meta_description() },
    // Result pages are endless variations of the shop's own listings: keep them out of indexes.
    { name: 'robots', content: q ? 'noindex, follow' : 'index, follow' },
    {
      tagName: 'link',
      rel: 'canonical',
      href: loaderData?.kind === 'results' ? loaderData.canonical : '/search',
    },
    { property: 'og:title', content: title },
    { property: 'og:type', content: 'website' },
  ];
};

function NoResults({ q }: { q: string }) {
  return (
    <div className="flex flex-col items-center rounded-2xl bg-white px-6 py-14 text-center shadow-soft">
      <SearchX aria-hidden="true" className="size-12 text-caramel" strokeWidth={1.5} />
      <h2 className="mt-4 font-display text-2xl font-semibold">{m.search_nothing_found({ query: q })}</h2>
      <p className="mt-2 max-w-md text-cocoa-soft">{m.search_nothing_found_text()}</p>
      <div className="mt-6">
        <PopularSearches />
      </div>
    </div>
  );
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const d = loaderData;
  const { search } = useLocation();
  // A search offers the filters of a listing of mixed kinds (as its ListingPage does).
  const filtered =
    activeFilterCount(parseListingParams(new URLSearchParams(search)), listingFacets(null)) > 0;
  const top = (
    <div className={`${PAGE} pt-6 pb-2 sm:pt-10`}>
      <div className="mx-auto max-w-3xl">
        {d.kind === 'prompt' ? (
          <h1 className="mb-5 text-center font-display text-3xl font-semibold sm:text-4xl">
            {m.search_prompt_title()}
          </h1>
        ) : (
          <h1 className="sr-only">{m.search_heading()}</h1>
        )}
        <SearchPanel query={d.q} showPopular={d.kind === 'prompt'} />
        {d.kind === 'prompt' && d.message && (
          <p
            role="alert"
            className="mt-4 rounded-xl bg-berry-soft px-4 py-3 text-sm font-medium text-berry-dark"
          >
            {d.message}
          </p>
        )}
      </div>
    </div>
  );
  if (d.kind === 'prompt') {
    return (
      <>
        {top}
        <div className="pb-16" />
      </>
    );
  }
  const total = d.pagination?.total ?? d.data.products.length;
  const heading = (
    <header className="pt-4 pb-6">
      <h2 className="font-display text-3xl font-semibold">{m.search_results_for({ query: d.q })}</h2>
      {d.data.unmatched && (
        <p className="mt-2 rounded-xl bg-cream-deep px-4 py-2.5 text-sm text-cocoa">
          {unmatchedNote(d.data.unmatched)}
        </p>
      )}
      <p className="mt-1 text-sm text-cocoa-soft">
        {!d.data.unmatched &&
          d.data.correctedQuery &&
          d.data.correctedQuery.toLowerCase() !== d.q.toLowerCase() && (
            <>
              {m.search_showing_results_for()}{' '}
              <strong className="text-cocoa">“{d.data.correctedQuery}”</strong>
              {' · '}
            </>
          )}
        {m.search_products_count({ count: formatNumber(total) })}
      </p>
    </header>
  );
  return (
    <>
      {top}
      {d.data.products.length === 0 && !filtered ? (
        <div className={`${PAGE} pb-16`}>
          {heading}
          <NoResults q={d.q} />
        </div>
      ) : (
        <ListingPage data={d.data} pagination={d.pagination} heading={heading} />
      )}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}

// "Load more" reads the next page through this route's loaders; one the network could not carry
// is said under the list too. Not run on the first load: the server's page is used as sent.
export const clientLoader = ({ request, serverLoader }: Route.ClientLoaderArgs) =>
  orMoreFailed(request, serverLoader);
