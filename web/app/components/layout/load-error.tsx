import { isRouteErrorResponse, useRevalidator, useRouteError } from 'react-router';
import { LoadFailed } from '~/components/form';
import { ApiError, errorMessage } from '~/lib/api';
import { ErrorPage } from './error-pages';
import { RouteError } from './route-error';
import { useShellData } from './shell-data';

/**
 * The ErrorBoundary of a page that loads in the browser (its route's clientLoader). An answer the
 * API refused, or no answer at all, is said in the API's own words with "Try again", which runs
 * the page's loaders again; something that does not exist is the shop's 404 page; anything else
 * is the generic error page. The layouts around the page stay, so the visitor keeps the menus.
 */
export function LoadError() {
  const error = useRouteError();
  const { revalidate, state } = useRevalidator();
  const { errorPage } = useShellData();
  if (error instanceof ApiError && error.status === 404) return <ErrorPage content={errorPage} />;
  if (isRouteErrorResponse(error) || !(error instanceof Error)) return <RouteError error={error} />;
  if (!(error instanceof ApiError) && import.meta.env.DEV) return <RouteError error={error} />;
  return (
    <div
      className="mx-auto w-full max-w-3xl space-y-4 px-4 py-8 sm:px-6 sm:py-12"
      aria-busy={state === 'loading'}
    >
      <LoadFailed message={errorMessage(error)} onRetry={() => void revalidate()} />
    </div>
  );
}
