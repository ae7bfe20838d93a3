import { fetchCakeQuote } from '~/features/product';
import { askOf, fetched } from '~/lib/use-fetched';
import type { Route } from './+types/cake-price';

// The server's price for a cake as it is being chosen, for the cake configurator; read in the
// browser, no page of its own.
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return fetched(request, fetchCakeQuote(askOf(request), request.signal));
}
