import { INFLUENCER_TEXT, ZInfluencersQuery } from '@upahar/contract';
import { listInfluencers } from '@upahar/contract/endpoints';
import { m } from '@upahar/contract/messages';
import { pageMeta } from '~/features/catalog';
import { InfluencersPage } from '~/features/influencers';
import { ApiError, callEndpoint } from '~/lib/api';
import type { Route } from './+types/influencers';

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const parsed = ZInfluencersQuery.safeParse(Object.fromEntries(url.searchParams));
  const query = parsed.success ? parsed.data : { page: 1 };
  const canonical = `${url.origin}/influencers`;
  // A failure is the page's own error state, in words, not the site's error page.
  try {
    const res = await callEndpoint(context.api, listInfluencers, { query });
    if (!res.data) return { status: 'error' as const, detail: null, canonical };
    return {
      status: 'ready' as const,
      influencers: res.data.influencers,
      pagination: res.meta?.pagination,
      canonical,
    };
  } catch (e) {
    return {
      status: 'error' as const,
      detail: e instanceof ApiError ? e.message : INFLUENCER_TEXT.errorOccurred,
      canonical,
    };
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: m.influencers_title(),
    description: m.influencers_description(),
    seo: loaderData
      ? { origin: new URL(loaderData.canonical).origin, canonical: loaderData.canonical }
      : undefined,
  });

export default function Influencers({ loaderData }: Route.ComponentProps) {
  return <InfluencersPage {...loaderData} />;
}
