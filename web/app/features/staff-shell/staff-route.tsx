import { m } from '@upahar/contract/messages';
import { useRouteError } from 'react-router';
import { LoadError } from '~/components/layout/load-error';
import { ApiError } from '~/lib/api';
import { ListSkeleton } from './admin-states';
import { ForbiddenScreen } from './section-gate';

// Dashboard pages load in the browser through their route's clientLoader, as personal pages do.
// These are the two states such a route names: its HydrateFallback while the first answer is on
// its way, and its ErrorBoundary when the answer did not come.

/**
 * A dashboard page's ErrorBoundary: an answer the API refused with 403 (the role changed since
 * the session was read, or the store is not the person's) says whom the page is for; anything
 * else is worded as on every page that loads in the browser, with "Try again".
 */
export function StaffLoadError() {
  const error = useRouteError();
  if (error instanceof ApiError && error.status === 403) return <ForbiddenScreen />;
  return <LoadError />;
}

/** A dashboard page's HydrateFallback: the page's frame with grey rows until its answer arrives. */
export function StaffPageLoading({ label = m.dashboard_loading_page() }: { label?: string }) {
  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-8 sm:px-6 sm:py-12">
      <div className="h-10 w-64 max-w-full animate-pulse rounded-full bg-cream-deep" />
      <ListSkeleton label={label} />
    </div>
  );
}
