import { getContest } from '@upahar/contract/endpoints';
import { m } from '@upahar/contract/messages';
import { data } from 'react-router';
import { pageMeta } from '~/features/catalog';
import { ContestPage, loadContestReader, loadEntriesPage, loadFreshEntries } from '~/features/contests';
import { ApiError, callEndpoint } from '~/lib/api';
import { isMoreRequest, orMoreFailed } from '~/lib/more-rows';
import { pageParam } from '~/lib/route-data';
import type { Route } from './+types/contest';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const canonical = `${new URL(request.url).origin}/contest/${params.slug}`;
  try {
    const res = await callEndpoint(context.api, getContest, {
      params: { slug: params.slug },
      query: { page: pageParam(request) },
    });
    return {
      status: 'ready' as const,
      ...res.data,
      pagination: res.meta?.pagination,
      canonical,
      now: context.now ?? Date.now(),
    };
  } catch (e) {
    const status = e instanceof ApiError && e.status >= 400 ? e.status : 502;
    const detail = e instanceof ApiError ? e.message : null;
    return data({ status: 'error' as const, detail, canonical }, { status });
  }
}

// The reader's vote and entry are personal (the token lives in the browser), and a signed-in
// reader's own read of the entries skips the shared cache so the votes they see are current: the
// browser adds both to the server's page once it is there.
// "More entries" reads the next page through here too (marked as a "Load more" request): from the
// browser, so a signed-in reader's votes are current, and a page that could not be read is said
// under the entries.
export async function clientLoader({ params, request, serverLoader }: Route.ClientLoaderArgs) {
  if (isMoreRequest(request)) {
    // That answer only ever reaches the entries' fetcher, never the page's own data.
    const more = await orMoreFailed(request, () =>
      loadEntriesPage(params.slug, pageParam(request), request.signal),
    );
    return more as unknown as Awaited<ReturnType<typeof serverLoader>>;
  }
  const [page, fresh] = await Promise.all([serverLoader(), loadFreshEntries(params.slug, request.signal)]);
  if (page.status !== 'ready') return page;
  const shown = { ...page, ...fresh };
  return { ...shown, reader: await loadContestReader(params.slug, shown.entries, request.signal) };
}
// No HydrateFallback: the server's page shows at once and the personal part follows.
clientLoader.hydrate = true as const;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title:
      loaderData?.status === 'ready'
        ? m.contests_contest_title({ title: loaderData.contest.title })
        : m.contests_contest_not_found(),
    description: loaderData?.status === 'ready' ? loaderData.contest.description.slice(0, 160) : undefined,
    seo:
      loaderData?.status === 'ready'
        ? { origin: new URL(loaderData.canonical).origin, canonical: loaderData.canonical }
        : undefined,
  });

export default function Contest({ loaderData }: Route.ComponentProps) {
  return <ContestPage {...loaderData} />;
}
