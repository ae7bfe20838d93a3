import { fetchMethodsSlots } from '~/features/checkout';
import { askOf, fetched } from '~/lib/use-fetched';
import type { Route } from './+types/delivery-slots';

type Ask = { body: Parameters<typeof fetchMethodsSlots>[0] };

// The delivery methods and time slots for the checkout's chosen place and date; read in the
// browser, no page of its own.
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return fetched(request, fetchMethodsSlots(askOf<Ask>(request).body, request.signal));
}
