import { INFO_PAGE_NAMES, ZTextPageKey } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { data } from 'react-router';
import { loadTextPage, TextPageEditorPage } from '~/features/info/staff';
import { accountMeta, requireToken } from '~/features/session';
import { EditorLoading, StaffLoadError } from '~/features/staff-shell';
import type { Route } from './+types/page-text';

/** The page of the address; any other word is the 404 page, on the server as in the browser. */
function keyOf(param: string) {
  const key = ZTextPageKey.safeParse(param);
  if (!key.success) throw data(null, { status: 404 });
  return key.data;
}

export function loader({ params }: Route.LoaderArgs) {
  return { key: keyOf(params.key) };
}

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const key = keyOf(params.key);
  requireToken(request);
  return { key, page: await loadTextPage(key, request.signal) };
}
// The page's text loads in the browser, where the token is, on the first load too.
clientLoader.hydrate = true as const;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  accountMeta(
    loaderData
      ? m.dashboard_title_edit_named({ name: INFO_PAGE_NAMES[loaderData.key] })
      : m.dashboard_title_edit_a_page(),
    { noindex: true },
  );

export const HydrateFallback = EditorLoading;
export const ErrorBoundary = StaffLoadError;

export default function DashboardPageText({ loaderData }: Route.ComponentProps) {
  return <TextPageEditorPage pageKey={loaderData.key} page={loaderData.page} />;
}
