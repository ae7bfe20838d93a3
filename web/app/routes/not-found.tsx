import { m } from '@upahar/contract/messages';
import { data } from 'react-router';
import { RouteError } from '~/components/layout/route-error';
import type { Route } from './+types/not-found';

// An unknown path is a real 404 (status included), shown as the error page.
export function loader() {
  throw data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () => [
  { title: m.shell_not_found_title() },
  { name: 'robots', content: 'noindex' },
];

// The loader always throws, so only the boundary below ever renders.
export default function NotFound() {
  return null;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
