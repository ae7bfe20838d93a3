import { findPeople } from '~/features/connections';
import { searchOf } from '~/lib/route-data';
import { fetched } from '~/lib/use-fetched';
import type { Route } from './+types/people';

// People found by part of a name or username, for "Find people" as the shopper types; read in the
// browser (the token says who is asking), no page of its own.
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return fetched(request, findPeople(searchOf(request).get('q') ?? '', request.signal));
}
