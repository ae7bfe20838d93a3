import { PromotionPage } from '~/features/promotion';
import { accountMeta } from '~/features/session';
import type { Route } from './+types/promotion';

export const meta: Route.MetaFunction = () => accountMeta('Invite friends', { noindex: true });

export default function Promotion() {
  return <PromotionPage />;
}
