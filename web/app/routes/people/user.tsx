import { getPublicProfile } from '@upahar/contract/endpoints';
import { RouteError } from '~/components/layout/route-error';
import { loadApi, pageMeta } from '~/features/catalog';
import { PublicProfilePage } from '~/features/profiles';
import type { Route } from './+types/user';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const res = await loadApi(context, getPublicProfile, { params: { id: params.username } });
  return { profile: res.data, origin: new URL(request.url).origin };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [{ title: 'Profile not found' }, { name: 'robots', content: 'noindex' }];
  const { profile: p, origin } = loaderData;
  return pageMeta({
    title: `${p.name} (@${p.username})`,
    description: p.bio ?? `${p.name} on Upahar`,
    seo: { origin, canonical: `${origin}/user/${p.username}` },
  });
};

export default function User({ loaderData }: Route.ComponentProps) {
  return <PublicProfilePage key={loaderData.profile.id} profile={loaderData.profile} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
