import { isRouteErrorResponse } from 'react-router';
import { ErrorPage, GenericError, GoneError } from './error-pages';
import { useShellData } from './shell-data';

/** Picks the 404 page or the generic error for whatever a route threw. */
export function RouteError({ error }: { error: unknown }) {
  const { errorPage } = useShellData();
  if (isRouteErrorResponse(error) && error.status === 404) return <ErrorPage content={errorPage} />;
  // Gone for now (a store that is closed): say so, and where else to look.
  if (isRouteErrorResponse(error) && error.status === 410) return <GoneError title={error.statusText} />;
  if (isRouteErrorResponse(error)) {
    return <GenericError title={error.status >= 500 ? undefined : error.statusText || undefined} />;
  }
  // Never a stack trace in production; while developing it saves a trip to the console.
  const detail = import.meta.env.DEV && error instanceof Error ? (error.stack ?? error.message) : null;
  return <GenericError detail={detail} />;
}
