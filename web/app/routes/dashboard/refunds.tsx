import { m } from '@upahar/contract/messages';
import { useRevalidator } from 'react-router';
import {
  DashboardRefundsLoading,
  DashboardRefundsPage,
  loadStaffRefunds,
  RefundsFrame,
} from '~/features/orders/staff';
import { accountMeta, requireToken } from '~/features/session';
import { StaffLoadError } from '~/features/staff-shell';
import { CancelTermsForm, fetchShopCancelTerms, saveShopCancelTerms } from '~/features/stores/staff';
import { searchOf } from '~/lib/route-data';
import type { Route } from './+types/refunds';

export const meta: Route.MetaFunction = () => accountMeta(m.cancel_title_refunds_page(), { noindex: true });

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireToken(request);
  const [list, shopTerms] = await Promise.all([
    loadStaffRefunds(searchOf(request), request.signal),
    fetchShopCancelTerms(request.signal),
  ]);
  return { list, shopTerms };
}

export const HydrateFallback = DashboardRefundsLoading;
export const ErrorBoundary = StaffLoadError;

/** /dashboard/refunds: the refunds of cancelled parts, and the shop's default cancellation terms. */
export default function DashboardRefunds({ loaderData }: Route.ComponentProps) {
  const { revalidate } = useRevalidator();
  return (
    <RefundsFrame>
      <DashboardRefundsPage {...loaderData.list} />
      <div className="mt-10">
        <CancelTermsForm
          id="shop-terms-heading"
          title={m.cancel_terms_shop_title()}
          lead={`${m.cancel_terms_lead()} ${m.cancel_terms_shop_lead()}`}
          terms={loaderData.shopTerms}
          save={saveShopCancelTerms}
          onSaved={() => void revalidate()}
        />
      </div>
    </RefundsFrame>
  );
}
