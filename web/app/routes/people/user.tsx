import { getPublicProfile } from '@upahar/contract/endpoints';
import { m } from '@upahar/contract/messages';
import { RouteError } from '~/components/layout/route-error';
import { loadApi, pageMeta } from '~/features/catalog';
import { loadRelation, PublicProfilePage } from '~/features/profiles';
import type { Route } from './+types/user';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const res = await loadApi(context, getPublicProfile, { params: { id: params.username } });
  return { profile: res.data, origin: new URL(request.url).origin };
}

// The page is public and rendered on the server; where the reader stands with its owner is
// personal (the token lives in the browser), so the browser adds it once the page is there, and
// again on every visit.
export async function clientLoader({ params, request, serverLoader }: Route.ClientLoaderArgs) {
  const [page, relation] = await Promise.all([serverLoader(), loadRelation(params.username, request.signal)]);
  return { ...page, relation };
}
// No HydrateFallback: the server's page shows at once and the personal part follows.
clientLoader.hydrate = true as const;

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [{ title: m.people_profile_not_found() }, { name: 'robots', content: 'noindex' }];
  const { profile: p, origin } = loaderData;
  return pageMeta({
    title: `${p.name} (@${p.username})`,
    description: p.bio ?? m.people_on_upahar({ name: p.name }),
    seo: { origin, canonical: `${origin}/user/${p.username}` },
  });
};

export default function User({ loaderData }: Route.ComponentProps) {
  const relation = 'relation' in loaderData ? loaderData.relation : undefined;
  return <PublicProfilePage key={loaderData.profile.id} profile={loaderData.profile} relation={relation} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
