import { m } from '@upahar/contract/messages';
import { SellInfoPage } from '~/features/selling';
import { accountMeta } from '~/features/session';
import type { Route } from './+types/sell-at-ug';

export const meta: Route.MetaFunction = () =>
  accountMeta(m.selling_sell_on_upahar(), {
    description: m.selling_meta_description(),
  });

export default function SellAtUg() {
  return <SellInfoPage />;
}
