import { fetchSuggestions } from '~/features/search';
import { searchOf } from '~/lib/route-data';
import { fetched } from '~/lib/use-fetched';
import type { Route } from './+types/suggestions';

// Suggestions for what is typed in the search box, read in the browser; no page of its own.
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return fetched(request, fetchSuggestions(searchOf(request).get('q') ?? '', request.signal));
}
