import { m } from '@upahar/contract/messages';
import { ContactEditorPage, loadContactPage } from '~/features/info/staff';
import { accountMeta, requireToken } from '~/features/session';
import { EditorLoading, StaffLoadError } from '~/features/staff-shell';
import type { Route } from './+types/page-contact';

export const meta: Route.MetaFunction = () =>
  accountMeta(m.dashboard_title_edit_the_contact_page(), { noindex: true });

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireToken(request);
  return { page: await loadContactPage(request.signal) };
}

export const HydrateFallback = EditorLoading;
export const ErrorBoundary = StaffLoadError;

export default function DashboardPageContact({ loaderData }: Route.ComponentProps) {
  return <ContactEditorPage page={loaderData.page} />;
}
