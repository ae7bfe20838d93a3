import { m } from '@upahar/contract/messages';
import { LoadError } from '~/components/layout/load-error';
import { fetchPromotion, PromotionLoading, PromotionPage } from '~/features/promotion';
import { accountMeta, requireToken } from '~/features/session';
import type { Route } from './+types/promotion';

export const meta: Route.MetaFunction = () => accountMeta(m.promotion_title(), { noindex: true });

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireToken(request);
  return { promotion: await fetchPromotion(request.signal) };
}

export const HydrateFallback = PromotionLoading;
export const ErrorBoundary = LoadError;

export default function Promotion({ loaderData }: Route.ComponentProps) {
  return <PromotionPage {...loaderData} />;
}
