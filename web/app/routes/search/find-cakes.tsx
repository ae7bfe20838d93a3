import {
  formatDate,
  formatNumber,
  type TFindCakesData,
  type TFindCakesOptions,
  type TPagination,
  toPaisa,
} from '@upahar/contract';
import { findCakes, getCakeFinderOptions } from '@upahar/contract/endpoints';
import { m } from '@upahar/contract/messages';
import { Link, useLocation, useNavigation } from 'react-router';
import { CakeSlice } from '~/components/icon';
import { MoreRowsFooter } from '~/components/layout/more-rows-footer';
import { RouteError } from '~/components/layout/route-error';
import { PAGE, ProductGrid, parsePage } from '~/features/catalog';
import { CompareTray } from '~/features/compare';
import { usePrice } from '~/features/currency';
import {
  explainNoCakes,
  FinderForm,
  type FinderParams,
  hasCriteria,
  poundNumber,
  readFinderParams,
} from '~/features/search';
import { ApiError, callEndpoint } from '~/lib/api';
import { orMoreFailed } from '~/lib/more-rows';
import { type RowsPage, useMoreRows } from '~/lib/use-more-rows';
import type { Route } from './+types/find-cakes';

type Results = { data: TFindCakesData; pagination: TPagination | undefined };

/**
 * /find-cakes: occasion, flavour, pound, budget, eggless, where and when; it
 * lists cakes that can really be delivered there then. Without choices it shows popular cakes.
 */
export const loader = ({ request, context }: Route.LoaderArgs) =>
  orMoreFailed(request, () => load(request, context));

async function load(request: Request, context: Route.LoaderArgs['context']) {
  const sp = new URL(request.url).searchParams;
  const params = readFinderParams(sp);
  const [options, found] = await Promise.all([
    callEndpoint(context.api, getCakeFinderOptions).then((r) => r.data),
    // "Load more" asks this loader for the next ?page= of the same choices.
    callEndpoint(context.api, findCakes, { query: { ...params, page: parsePage(sp) } }).then(
      (r): { results: Results; error: null } => ({
        results: { data: r.data, pagination: r.meta?.pagination },
        error: null,
      }),
      (e: unknown) => {
        // A refused choice (negative pound, unknown flavour, past date) is explained beside the form.
        if (e instanceof ApiError && e.status >= 400 && e.status < 500)
          return { results: null, error: e.message };
        throw e;
      },
    ),
  ]);
  return { params, options, ...found, origin: new URL(request.url).origin };
}

const TITLE = m.search_finder_meta_title();
const DESCRIPTION = m.search_finder_meta_description();

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: TITLE },
  { name: 'description', content: DESCRIPTION },
  { tagName: 'link', rel: 'canonical', href: `${loaderData?.origin ?? ''}/find-cakes` },
  { property: 'og:title', content: TITLE },
  { property: 'og:description', content: DESCRIPTION },
  { property: 'og:type', content: 'website' },
];

/** The next page of cakes in this loader's answer to "Load more". */
function resultsOf(data: unknown): RowsPage<TFindCakesData['products'][number]> | null {
  const results = (data as { results?: Results | null } | null)?.results;
  return results ? { rows: results.data.products, pagination: results.pagination } : null;
}

function ResultList({
  results,
  params,
  options,
}: {
  results: Results;
  params: FinderParams;
  options: TFindCakesOptions;
}) {
  const { search } = useLocation();
  const price = usePrice();
  const { items, total, ...more } = useMoreRows(
    { rows: results.data.products, pagination: results.pagination },
    resultsOf,
  );
  const searched = hasCriteria(params);
  if (items.length === 0) {
    const text = explainNoCakes(
      params,
      {
        location: results.data.location?.name ?? null,
        occasion: options.occasions.find((o) => o.slug === params.occasion)?.name,
        flavour: options.flavours.find((f) => f.slug === params.flavour)?.name,
        date: params.date ? formatDate(params.date, 'day') : null,
      },
      (rupees) => price(toPaisa(rupees)),
    );
    return (
      <div className="flex flex-col items-center rounded-2xl bg-white px-6 py-14 text-center shadow-soft">
        <CakeSlice aria-hidden="true" className="size-12 text-caramel" strokeWidth={1.5} />
        <h2 className="mt-4 font-display text-2xl font-semibold">{m.search_finder_no_cakes()}</h2>
        <p className="mt-2 max-w-lg text-cocoa-soft">{text}</p>
      </div>
    );
  }
  return (
    <section aria-labelledby="finder-results" key={search}>
      <h2 id="finder-results" className="font-display text-2xl font-semibold sm:text-3xl">
        {searched ? m.search_finder_cakes_that_fit() : m.search_finder_popular_cakes()}
      </h2>
      <p className="mt-1 mb-5 text-sm text-cocoa-soft">
        {[
          results.data.location
            ? m.search_finder_count_reach({
                count: formatNumber(total),
                location: results.data.location.name,
              })
            : m.search_finder_count({ count: formatNumber(total) }),
          results.data.date ? m.search_finder_on_date({ date: formatDate(results.data.date, 'day') }) : '',
          results.data.pound !== null
            ? m.search_finder_prices_for({
                pound: m.search_finder_pound({ pound: poundNumber(results.data.pound) }),
              })
            : '',
        ]
          .filter(Boolean)
          .join(' ')}
      </p>
      <ProductGrid products={items} />
      <MoreRowsFooter
        shown={items.length}
        total={total}
        noun={m.search_finder_more_noun()}
        more={more}
        className="pt-6"
      />
    </section>
  );
}

export default function FindCakesPage({ loaderData }: Route.ComponentProps) {
  const { params, options, results, error } = loaderData;
  const navigation = useNavigation();
  const { search } = useLocation();
  const busy = navigation.state === 'loading' && navigation.location?.pathname === '/find-cakes';
  return (
    <div className={`${PAGE} pb-16`}>
      <header className="pt-8 pb-6 sm:pt-12">
        <h1 className="font-display text-3xl font-semibold sm:text-4xl">{m.search_finder_title()}</h1>
        <p className="mt-2 max-w-2xl text-cocoa-soft">{m.search_finder_intro()}</p>
      </header>
      <div className="grid gap-8 lg:grid-cols-[24rem_minmax(0,1fr)] lg:items-start">
        <div className="rounded-3xl border border-line bg-white p-5 shadow-soft sm:p-6 lg:sticky lg:top-24">
          {/* key: back and forward show the choices of that URL. */}
          <FinderForm key={search} options={options} params={params} error={error} busy={busy} />
        </div>
        <div className={`min-w-0 transition-opacity ${busy ? 'opacity-60' : ''}`}>
          {results ? (
            <ResultList key={search} results={results} params={params} options={options} />
          ) : (
            <div className="rounded-2xl bg-white p-6 shadow-soft">
              <p className="font-medium text-cocoa">{m.search_finder_refused({ reason: error ?? '' })}</p>
              <p className="mt-1 text-cocoa-soft">
                {m.search_finder_fix()}{' '}
                <Link to="/find-cakes" className="font-medium text-berry underline-offset-4 hover:underline">
                  {m.search_finder_start_over()}
                </Link>
                {m.search_finder_fix_end()}
              </p>
            </div>
          )}
        </div>
      </div>
      <CompareTray />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}

// "Load more" reads the next page through this route's loaders; one the network could not carry
// is said under the list too. Not run on the first load: the server's page is used as sent.
export const clientLoader = ({ request, serverLoader }: Route.ClientLoaderArgs) =>
  orMoreFailed(request, serverLoader);
