import { PreferencesPage } from '~/features/careers';
import { accountMeta } from '~/features/session';
import type { Route } from './+types/vacancy';

export const meta: Route.MetaFunction = () => accountMeta('Jobs for you', { noindex: true });

export default function Vacancy() {
  return <PreferencesPage />;
}
