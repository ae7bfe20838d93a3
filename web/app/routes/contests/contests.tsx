import { ZContestsQuery } from '@upahar/contract';
import { listContests } from '@upahar/contract/endpoints';
import { m } from '@upahar/contract/messages';
import { pageMeta } from '~/features/catalog';
import { ContestsPage } from '~/features/contests';
import { ApiError, callEndpoint } from '~/lib/api';
import { isMoreRequest, orMoreFailed } from '~/lib/more-rows';
import type { Route } from './+types/contests';

// ?page= is the list's page: "More contests" asks this loader for the next one through a fetcher.
export const loader = ({ request, context }: Route.LoaderArgs) =>
  orMoreFailed(request, () => readContests(request, context));

async function readContests(request: Request, context: Route.LoaderArgs['context']) {
  const url = new URL(request.url);
  const parsed = ZContestsQuery.safeParse(Object.fromEntries(url.searchParams));
  const query = parsed.success ? parsed.data : { page: 1 };
  const state = query.state ?? null;
  const canonical = `${url.origin}/contests${state ? `?state=${state}` : ''}`;
  try {
    const res = await callEndpoint(context.api, listContests, { query });
    return {
      status: 'ready' as const,
      contests: res.data.contests,
      pagination: res.meta?.pagination,
      state,
      canonical,
      now: context.now ?? Date.now(),
    };
  } catch (e) {
    // A further page that could not be read is said under the list, not as the page's error.
    if (isMoreRequest(request)) throw e;
    return {
      status: 'error' as const,
      detail: e instanceof ApiError ? e.message : null,
      state,
      canonical,
    };
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: m.contests_title(),
    description: m.contests_description(),
    seo: loaderData
      ? { origin: new URL(loaderData.canonical).origin, canonical: loaderData.canonical }
      : undefined,
  });

export default function Contests({ loaderData }: Route.ComponentProps) {
  // Another tab starts its list again from its first page.
  return <ContestsPage key={loaderData.state ?? 'all'} {...loaderData} />;
}

// "Load more" reads the next page through this route's loaders; one the network could not carry
// is said under the list too. Not run on the first load: the server's page is used as sent.
export const clientLoader = ({ request, serverLoader }: Route.ClientLoaderArgs) =>
  orMoreFailed(request, serverLoader);
