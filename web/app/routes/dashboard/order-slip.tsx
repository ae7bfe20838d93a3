import { m } from '@upahar/contract/messages';
import { DeliverySlip, loadDeliverySlip } from '~/features/orders/staff';
import { accountMeta, requireToken } from '~/features/session';
import { StaffLoadError } from '~/features/staff-shell';
import type { Route } from './+types/order-slip';

export const meta: Route.MetaFunction = () => accountMeta(m.gifting_slip_link(), { noindex: true });

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  requireToken(request);
  return loadDeliverySlip(params.partId, request.signal);
}

export function HydrateFallback() {
  return <p className="p-6 text-cocoa-soft">{m.orders_loading_details()}</p>;
}
export const ErrorBoundary = StaffLoadError;

export default function OrderSlip({ loaderData }: Route.ComponentProps) {
  return <DeliverySlip order={loaderData} />;
}
