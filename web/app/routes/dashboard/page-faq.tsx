import { FaqEditorPage } from '~/features/info/staff';
import { accountMeta } from '~/features/session';
import type { Route } from './+types/page-faq';

export const meta: Route.MetaFunction = () => accountMeta('Edit the FAQ', { noindex: true });

export default function DashboardPageFaq() {
  return <FaqEditorPage />;
}
