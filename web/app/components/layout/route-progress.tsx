import { m } from '@upahar/contract/messages';

import { useEffect, useRef } from 'react';
import { useLocation, useNavigation } from 'react-router';

/** Every route change scrolls to the top. */
export function useScrollToTopOnRouteChange() {
  const { pathname } = useLocation();
  // The first render is a page load, not a route change: the browser's own restore stands.
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the pathname is the trigger
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
}

/**
 * While a page loads the text "Loading Please Wait" shows: a slim bar along the top and
 * the text in a live region, which stays mounted so screen readers announce the change.
 */
export function RouteProgress() {
  const navigation = useNavigation();
  const loading = navigation.state !== 'idle';
  return (
    <>
      <div
        aria-hidden="true"
        className={`fixed inset-x-0 top-0 z-[60] h-1 origin-left bg-berry transition-opacity ${
          loading ? 'animate-[progress_1.6s_ease-out_forwards] opacity-100' : 'opacity-0'
        }`}
      />
      <div
        role="status"
        aria-live="polite"
        className="pointer-events-none fixed inset-x-0 top-[10px] z-[60] flex justify-center"
      >
        {loading && (
          <span className="rounded-full bg-cocoa px-4 py-1.5 text-sm font-medium text-white shadow-soft">
            {m.text_loading()}
          </span>
        )}
      </div>
    </>
  );
}
