import { m } from '@upahar/contract/messages';
import { LoadError } from '~/components/layout/load-error';
import { fetchPublicSettings, PublicSettingsLoading, PublicSettingsPage } from '~/features/profiles';
import { accountMeta, requireToken } from '~/features/session';
import type { Route } from './+types/public';

export const meta: Route.MetaFunction = () => accountMeta(m.people_public_settings_meta(), { noindex: true });

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireToken(request);
  return { settings: await fetchPublicSettings(request.signal) };
}

export const HydrateFallback = PublicSettingsLoading;
export const ErrorBoundary = LoadError;

export default function PublicSettings({ loaderData }: Route.ComponentProps) {
  return <PublicSettingsPage {...loaderData} />;
}
