import { fetchEligibility } from '~/features/delivery';
import { askOf, fetched } from '~/lib/use-fetched';
import type { Route } from './+types/delivery-check';

// Whether a product reaches the chosen place (and date), for the location picker; read in the
// browser, no page of its own.
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return fetched(request, fetchEligibility(askOf(request), request.signal));
}
