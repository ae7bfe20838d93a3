import { fetchSummary } from '~/features/checkout';
import { askOf, fetched } from '~/lib/use-fetched';
import type { Route } from './+types/checkout-summary';

type Ask = { body: Parameters<typeof fetchSummary>[0] };

// The checkout's summary (every line and the total, computed by the server) for the current
// choice; read in the browser (the cart is the shopper's), no page of its own.
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return fetched(request, fetchSummary(askOf<Ask>(request).body, request.signal));
}
