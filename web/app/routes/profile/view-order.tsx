import { useSearchParams } from 'react-router';
import { OrderDetailPage } from '~/features/orders';
import { accountMeta } from '~/features/session';
import type { Route } from './+types/view-order';

export const meta: Route.MetaFunction = () => accountMeta('Your order', { noindex: true });

export default function ViewOrder({ params }: Route.ComponentProps) {
  const [search] = useSearchParams();
  return (
    <OrderDetailPage
      // A new order id is a new page: nothing of the previous order's forms carries over.
      key={params.id}
      orderId={params.id}
      // ?status comes back from a payment return (shown, never trusted); ?pay=1 from the cart.
      statusHint={search.get('status')}
      payOnOpen={search.get('pay') === '1'}
    />
  );
}
