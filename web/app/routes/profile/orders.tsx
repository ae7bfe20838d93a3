import { OrderList } from '~/features/orders';
import { accountMeta } from '~/features/session';
import type { Route } from './+types/orders';

export const meta: Route.MetaFunction = () => accountMeta('Your orders', { noindex: true });

export default function Orders() {
  return <OrderList />;
}
