import { fetchAccessoryCandidates } from '~/features/catalog/staff';
import { searchOf } from '~/lib/route-data';
import { fetched } from '~/lib/use-fetched';
import type { Route } from './+types/cake-accessories';

// Accessories on sale that a cake could offer (its own store's first), found as the seller types;
// read in the browser, no page of its own.
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  return fetched(
    request,
    fetchAccessoryCandidates(params.id, searchOf(request).get('q') ?? '', request.signal),
  );
}
