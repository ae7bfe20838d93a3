import { INFO_PAGE_NAMES, ZTextPageKey } from '@upahar/contract';
import { data } from 'react-router';
import { TextPageEditorPage } from '~/features/info/staff';
import { accountMeta } from '~/features/session';
import type { Route } from './+types/page-text';

export function loader({ params }: Route.LoaderArgs) {
  const key = ZTextPageKey.safeParse(params.key);
  if (!key.success) throw data(null, { status: 404 });
  return { key: key.data };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  accountMeta(loaderData ? `Edit: ${INFO_PAGE_NAMES[loaderData.key]}` : 'Edit a page', { noindex: true });

export default function DashboardPageText({ loaderData }: Route.ComponentProps) {
  return <TextPageEditorPage pageKey={loaderData.key} />;
}
