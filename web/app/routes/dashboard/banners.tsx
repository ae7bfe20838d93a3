import { DashboardBannersPage } from '~/features/banners/staff';
import { accountMeta } from '~/features/session';
import type { Route } from './+types/banners';

export const meta: Route.MetaFunction = () => accountMeta('Banners', { noindex: true });

export default function DashboardBanners() {
  return <DashboardBannersPage />;
}
