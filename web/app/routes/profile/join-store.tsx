import { m } from '@upahar/contract/messages';
import { LoadError } from '~/components/layout/load-error';
import { accountMeta, requireToken } from '~/features/session';
import { JoinStoreLoading, JoinStorePage, loadInvitation } from '~/features/stores';
import { searchOf } from '~/lib/route-data';
import type { Route } from './+types/join-store';

export const meta: Route.MetaFunction = () => accountMeta(m.account_join_store_meta(), { noindex: true });

// Logged-in only (the protected wrapper sends visitors to log in and back here with the link).
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireToken(request);
  return loadInvitation(searchOf(request).get('token') ?? '', request.signal);
}

export const HydrateFallback = JoinStoreLoading;
export const ErrorBoundary = LoadError;

export default function JoinStore({ loaderData }: Route.ComponentProps) {
  return <JoinStorePage {...loaderData} />;
}
