import { m } from '@upahar/contract/messages';
import { useSearchParams } from 'react-router';
import { LoadError } from '~/components/layout/load-error';
import { fetchPeople, type Prefill, RemindersPage } from '~/features/reminders';
import { accountMeta, requireToken } from '~/features/session';
import { searchOf } from '~/lib/route-data';
import type { Route } from './+types/reminders';

export const meta: Route.MetaFunction = () => accountMeta(m.occasions_page_title(), { noindex: true });

/** "Add a reminder" on an order's page opens the form with its recipient: ?name=&phone=&orderId=. */
function prefillOf(search: URLSearchParams): Prefill | null {
  const name = search.get('name');
  const orderId = search.get('orderId');
  if (!name && !orderId) return null;
  return { name: name ?? undefined, phone: search.get('phone') ?? undefined, orderId: orderId ?? undefined };
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireToken(request);
  return { people: await fetchPeople(request.signal), prefill: prefillOf(searchOf(request)) };
}

export function HydrateFallback() {
  const [search] = useSearchParams();
  return <RemindersPage people={null} prefill={prefillOf(search)} />;
}
export const ErrorBoundary = LoadError;

/** /profile/reminders: people and their occasions, reminded before each. */
export default function Reminders({ loaderData }: Route.ComponentProps) {
  return <RemindersPage {...loaderData} />;
}
