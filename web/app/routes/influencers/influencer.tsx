import { INFLUENCER_TEXT } from '@upahar/contract';
import { getInfluencer } from '@upahar/contract/endpoints';
import { m } from '@upahar/contract/messages';
import { data } from 'react-router';
import { pageMeta } from '~/features/catalog';
import { InfluencerPage, readAsReader } from '~/features/influencers';
import { ApiError, callEndpoint } from '~/lib/api';
import type { Route } from './+types/influencer';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const canonical = `${new URL(request.url).origin}/influencer/${params.id}`;
  // The server render has no token, so it reads the public page; the browser reads it again as
  // the reader. A failure keeps its status (404 for an unknown or unapproved id) and says so.
  try {
    const res = await callEndpoint(context.api, getInfluencer, { params: { id: params.id } });
    if (!res.data)
      return data({ status: 'error' as const, id: params.id, detail: null, canonical }, { status: 502 });
    return { status: 'ready' as const, influencer: res.data, canonical };
  } catch (e) {
    const status = e instanceof ApiError && e.status >= 400 ? e.status : 502;
    const detail = e instanceof ApiError ? e.message : INFLUENCER_TEXT.errorOccurred;
    return data({ status: 'error' as const, id: params.id, detail, canonical }, { status });
  }
}

// The token lives in the browser: once there, the page is read again as the reader, to learn
// which reactions they gave (and, for the owner, their profile before it is approved).
export async function clientLoader({ params, request, serverLoader }: Route.ClientLoaderArgs) {
  const [page, mine] = await Promise.all([serverLoader(), readAsReader(params.id, request.signal)]);
  return mine ? { status: 'ready' as const, influencer: mine, canonical: page.canonical } : page;
}
// No HydrateFallback: the server's page shows at once and the reader's read follows.
clientLoader.hydrate = true as const;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title:
      loaderData?.status === 'ready'
        ? m.influencers_page_title({ name: loaderData.influencer.name, handle: loaderData.influencer.handle })
        : INFLUENCER_TEXT.detailFailed,
    description: loaderData?.status === 'ready' ? loaderData.influencer.bio.slice(0, 160) : undefined,
    seo:
      loaderData?.status === 'ready'
        ? { origin: new URL(loaderData.canonical).origin, canonical: loaderData.canonical }
        : undefined,
  });

export default function Influencer({ loaderData }: Route.ComponentProps) {
  return <InfluencerPage data={loaderData} />;
}
