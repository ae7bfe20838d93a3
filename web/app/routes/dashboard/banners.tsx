import { DashboardBannersPage } from '~/features/dashboard';
import { accountMeta } from '~/features/session/meta';
import type { Route } from './+types/banners';

export const meta: Route.MetaFunction = () => accountMeta('Banners', { noindex: true });

export default function DashboardBanners() {
  return <DashboardBannersPage />;
}
