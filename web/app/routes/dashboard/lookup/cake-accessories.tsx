import { fetchAccessoryCandidates } from '~/features/catalog/staff';
import { searchOf } from '~/lib/route-data';
import { fetched } from '~/lib/use-fetched';
import type { Route } from './+types/cake-accessories';

// Accessories on sale that a cake could offer (its own store's first), found as the seller types;
// read in the browser, no page of its own. The cake is named in the query, not the path: a
// fetcher's address with a path parameter can be matched by the not-found page before the route
// is discovered.
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const search = searchOf(request);
  return fetched(
    request,
    fetchAccessoryCandidates(search.get('cake') ?? '', search.get('q') ?? '', request.signal),
  );
}
