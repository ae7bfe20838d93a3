import { m } from '@upahar/contract/messages';
import { ConfirmationPage } from '~/features/checkout';
import { accountMeta } from '~/features/session';
import type { Route } from './+types/order-confirmation';

// One shopper's order: never indexed.
export const meta: Route.MetaFunction = () => accountMeta(m.checkout_confirmation_meta(), { noindex: true });

export default function OrderConfirmationRoute() {
  return <ConfirmationPage />;
}
