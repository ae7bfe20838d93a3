import { ConfirmationPage } from '~/features/checkout';
import { accountMeta } from '~/features/session';
import type { Route } from './+types/order-confirmation';

// One shopper's order: never indexed.
export const meta: Route.MetaFunction = () => accountMeta('Order confirmation', { noindex: true });

export default function OrderConfirmationRoute() {
  return <ConfirmationPage />;
}
