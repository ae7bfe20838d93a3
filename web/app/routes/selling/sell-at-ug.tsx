import { SellInfoPage } from '~/features/selling';
import { accountMeta } from '~/features/session';
import type { Route } from './+types/sell-at-ug';

export const meta: Route.MetaFunction = () =>
  accountMeta('Sell on Upahar', {
    description:
      'Sell your cakes, flowers and gifts on Upahar: fees, delivery and weekly payouts, and how to apply.',
  });

export default function SellAtUg() {
  return <SellInfoPage />;
}
