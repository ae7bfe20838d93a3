import { m } from '@upahar/contract/messages';
import { FaqEditorPage, loadFaq } from '~/features/info/staff';
import { accountMeta, requireToken } from '~/features/session';
import { EditorLoading, StaffLoadError } from '~/features/staff-shell';
import type { Route } from './+types/page-faq';

export const meta: Route.MetaFunction = () =>
  accountMeta(m.dashboard_title_edit_the_faq(), { noindex: true });

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireToken(request);
  return { page: await loadFaq(request.signal) };
}

export const HydrateFallback = EditorLoading;
export const ErrorBoundary = StaffLoadError;

export default function DashboardPageFaq({ loaderData }: Route.ComponentProps) {
  return <FaqEditorPage page={loaderData.page} />;
}
