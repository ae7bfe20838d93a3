import { m } from '@upahar/contract/messages';
import { CheckoutPage } from '~/features/checkout';
import { accountMeta } from '~/features/session';
import type { Route } from './+types/cart';

// Personal and different for everyone: never indexed (the route itself is public).
export const meta: Route.MetaFunction = () => accountMeta(m.cart_meta_title(), { noindex: true });

export default function CartRoute() {
  return <CheckoutPage />;
}
