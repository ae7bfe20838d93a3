import { m } from '@upahar/contract/messages';
import type { ReactNode } from 'react';
import { LoadError } from '~/components/layout/load-error';
import { ApplyLoading, ApplyPage, loadApplyForm } from '~/features/selling';
import { accountMeta, requireToken } from '~/features/session';
import type { Route } from './+types/add-business';

export const meta: Route.MetaFunction = () => accountMeta(m.account_add_business_meta(), { noindex: true });

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireToken(request);
  return loadApplyForm(request.signal);
}

export const HydrateFallback = () => (
  <Frame>
    <ApplyLoading />
  </Frame>
);
export const ErrorBoundary = LoadError;

export default function AddBusiness({ loaderData }: Route.ComponentProps) {
  return (
    <Frame>
      <ApplyPage {...loaderData} />
    </Frame>
  );
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-8 sm:px-6 sm:py-12">
      <div className="rounded-3xl border border-line bg-white p-6 shadow-soft sm:p-8">{children}</div>
    </div>
  );
}
