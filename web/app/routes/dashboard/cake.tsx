import { DashboardCakeEditorPage } from '~/features/catalog/staff';
import { accountMeta } from '~/features/session';
import type { Route } from './+types/cake';

export const meta: Route.MetaFunction = () => accountMeta('Cake options', { noindex: true });

// The cake loads in the browser, which holds the token; someone else's cake is "not one of yours".
export default function DashboardCake({ params }: Route.ComponentProps) {
  return <DashboardCakeEditorPage key={params.id} id={params.id} />;
}
