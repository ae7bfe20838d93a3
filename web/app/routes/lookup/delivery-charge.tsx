import { fetchDeliveryCharge } from '~/features/checkout';
import { askOf, fetched } from '~/lib/use-fetched';
import type { Route } from './+types/delivery-charge';

type Ask = { body: Parameters<typeof fetchDeliveryCharge>[0] };

// The delivery charge and first date for the checkout's chosen place; read in the browser (the
// cart is the shopper's), no page of its own.
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return fetched(request, fetchDeliveryCharge(askOf<Ask>(request).body, request.signal));
}
