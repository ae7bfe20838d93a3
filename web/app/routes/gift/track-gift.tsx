import { getGiftTracking } from '@upahar/contract/endpoints';
import { m } from '@upahar/contract/messages';
import { RouteError } from '~/components/layout/route-error';
import { loadApi } from '~/features/catalog';
import { GiftTrackingView } from '~/features/orders';
import type { Route } from './+types/track-gift';

// The recipient's link from their text: the token is the key, so no sign-in; never indexed.
export async function loader({ params, context }: Route.LoaderArgs) {
  const res = await loadApi(context, getGiftTracking, { params: { token: params.token } });
  return res.data;
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? m.gifting_track_title({ name: loaderData.receiverName }) : m.gifting_track_page() },
  { name: 'robots', content: 'noindex' },
  { name: 'referrer', content: 'no-referrer' },
];

export default function TrackGift({ loaderData }: Route.ComponentProps) {
  return <GiftTrackingView gift={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
