import { getContestant } from '@upahar/contract/endpoints';
import { data } from 'react-router';
import { pageMeta } from '~/features/catalog';
import { ContestantPage } from '~/features/contests';
import { ApiError, callEndpoint } from '~/lib/api';
import type { Route } from './+types/contestant';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const canonical = `${new URL(request.url).origin}/contest/detail/${params.id}`;
  const id = Number(params.id);
  if (!Number.isInteger(id) || id < 1)
    return data({ status: 'error' as const, detail: 'The entry was not found', canonical }, { status: 404 });
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

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title:
      loaderData?.status === 'ready'
        ? `${loaderData.entry.caption ?? loaderData.entry.title ?? 'An entry'} by ${loaderData.entry.author}`
        : 'Entry not found',
    description: loaderData?.status === 'ready' ? `An entry in ${loaderData.contest.title}` : undefined,
    seo:
      loaderData?.status === 'ready'
        ? { origin: new URL(loaderData.canonical).origin, canonical: loaderData.canonical }
        : undefined,
  });

export default function Contestant({ loaderData }: Route.ComponentProps) {
  return <ContestantPage {...loaderData} />;
}
