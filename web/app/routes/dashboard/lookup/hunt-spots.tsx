import { findProducts } from '~/features/games';
import { searchOf } from '~/lib/route-data';
import { fetched } from '~/lib/use-fetched';
import type { Route } from './+types/hunt-spots';

// Products found by name, for the treasure hunt's spots as the staff member types; read in the
// browser, no page of its own.
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return fetched(request, findProducts(searchOf(request).get('q') ?? '', request.signal));
}
