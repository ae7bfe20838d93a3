import { ContactEditorPage } from '~/features/info/staff';
import { accountMeta } from '~/features/session';
import type { Route } from './+types/page-contact';

export const meta: Route.MetaFunction = () => accountMeta('Edit the contact page', { noindex: true });

export default function DashboardPageContact() {
  return <ContactEditorPage />;
}
