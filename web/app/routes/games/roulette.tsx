import { isCurrentRouletteSlug, PRODUCT_NAME } from '@upahar/contract';
import { getRoulette } from '@upahar/contract/endpoints';
import { m } from '@upahar/contract/messages';
import { RouteError } from '~/components/layout/route-error';
import { toRouteError } from '~/features/catalog';
import { loadAllowance, NoWheel, RoulettePage } from '~/features/games';
import { ApiError, callEndpoint } from '~/lib/api';
import type { Route } from './+types/roulette';

// latest and test-your-luck name whichever wheel is running; with none running the page says so
// (the header links there), while an unknown wheel's own slug is the not-found page.
export async function loader({ params, context }: Route.LoaderArgs) {
  try {
    const res = await callEndpoint(context.api, getRoulette, { params: { id: params.slug } });
    return { status: 'ready' as const, roulette: res.data.roulette, slug: params.slug };
  } catch (e) {
    if (e instanceof ApiError && e.status === 404 && isCurrentRouletteSlug(params.slug))
      return { status: 'none' as const, slug: params.slug };
    return toRouteError(e);
  }
}

// A signed-in shopper's spins left are their own (the token lives in the browser): the browser
// adds them to the server's wheel once it is there.
export async function clientLoader({ params, request, serverLoader }: Route.ClientLoaderArgs) {
  const [page, allowance] = await Promise.all([serverLoader(), loadAllowance(params.slug, request.signal)]);
  return page.status === 'ready' ? { ...page, allowance } : page;
}
// No HydrateFallback: the server's wheel shows at once and the spins left follow.
clientLoader.hydrate = true as const;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title:
      loaderData?.status === 'ready'
        ? m.games_wheel_title({ title: loaderData.roulette.title, shop: PRODUCT_NAME })
        : m.games_roulette_title({ shop: PRODUCT_NAME }),
  },
  ...(loaderData?.status === 'ready'
    ? [{ name: 'description', content: loaderData.roulette.description.slice(0, 160) }]
    : [{ name: 'robots', content: 'noindex' }]),
];

export default function Roulette({ loaderData }: Route.ComponentProps) {
  return loaderData.status === 'ready' ? (
    <RoulettePage
      key={loaderData.roulette.id}
      roulette={loaderData.roulette}
      slug={loaderData.slug}
      allowance={'allowance' in loaderData ? loaderData.allowance : undefined}
    />
  ) : (
    <NoWheel />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
