import { findBlogProducts } from '~/features/staff-shell';
import { searchOf } from '~/lib/route-data';
import { fetched } from '~/lib/use-fetched';
import type { Route } from './+types/staff-products';

// Products on sale found by name, for the dashboard's product pickers (blog, campaigns, prizes) as
// the staff member types; read in the browser (the token says who is asking), no page of its own.
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return fetched(request, findBlogProducts(searchOf(request).get('q') ?? '', request.signal));
}
