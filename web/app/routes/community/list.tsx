import { readListPage } from '~/features/community';
import { pageParam } from '~/lib/route-data';
import type { Route } from './+types/list';

// One page of a product's reviews, questions or comments, for the lists' fetchers. It has no page
// of its own: it is read in the browser, where the token is, so a signed-in reader's own items
// are marked as theirs.
export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  return readListPage(params, pageParam(request), request.signal);
}
