import { getContestant } from '@upahar/contract/endpoints';
import { m } from '@upahar/contract/messages';
import { data } from 'react-router';
import { pageMeta } from '~/features/catalog';
import { ContestantPage, loadContestReader } from '~/features/contests';
import { ApiError, callEndpoint } from '~/lib/api';
import type { Route } from './+types/contestant';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const canonical = `${new URL(request.url).origin}/contest/detail/${params.id}`;
  const id = Number(params.id);
  if (!Number.isInteger(id) || id < 1)
    return data(
      { status: 'error' as const, detail: m.contests_entry_not_found_detail(), canonical },
      { status: 404 },
    );
  try {
    const res = await callEndpoint(context.api, getContestant, { params: { id } });
    return { status: 'ready' as const, ...res.data, canonical };
  } catch (e) {
    const status = e instanceof ApiError && e.status >= 400 ? e.status : 502;
    return data(
      { status: 'error' as const, detail: e instanceof ApiError ? e.message : null, canonical },
      { status },
    );
  }
}

// The reader's vote and entry are personal (the token lives in the browser): the browser adds
// them to the server's page once it is there.
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const page = await serverLoader();
  if (page.status !== 'ready') return page;
  return { ...page, reader: await loadContestReader(page.contest.slug, [page.entry], request.signal) };
}
// No HydrateFallback: the server's page shows at once and the personal part follows.
clientLoader.hydrate = true as const;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title:
      loaderData?.status === 'ready'
        ? m.contests_entry_title({
            entry: loaderData.entry.caption ?? loaderData.entry.title ?? m.contests_an_entry(),
            author: loaderData.entry.author,
          })
        : m.contests_entry_not_found(),
    description:
      loaderData?.status === 'ready' ? m.contests_entry_in({ contest: loaderData.contest.title }) : undefined,
    seo:
      loaderData?.status === 'ready'
        ? { origin: new URL(loaderData.canonical).origin, canonical: loaderData.canonical }
        : undefined,
  });

export default function Contestant({ loaderData }: Route.ComponentProps) {
  return <ContestantPage {...loaderData} />;
}
