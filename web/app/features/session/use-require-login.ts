import { useEffect, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { getToken } from '~/lib/browser-api';
import { loginUrlFor } from './referrer';
import { useSession } from './session-context';

export type LoginGate = 'waiting' | 'ready' | 'unreachable';

// Another tab logging out removes the token; the storage event lets this tab notice.
function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}
const hasTokenNow = () => getToken() !== null;
// The server has no token (it lives in local storage), so it cannot decide: null means "unknown".
const hasTokenOnServer = () => null;

/**
 * The protected wrapper's rule: on the server and while the session
 * is being checked, wait ("Loading Please Wait"); with no token in local storage, go to /login
 * with the current path as the referrer; logged in, show the page.
 * "unreachable" is a token whose check failed for a reason other than 401 (the client keeps the
 * token then), e.g. no network: the page offers to try again instead of waiting forever.
 */
export function useRequireLogin(): LoginGate {
  const { status } = useSession();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const hasToken = useSyncExternalStore(subscribe, hasTokenNow, hasTokenOnServer);

  useEffect(() => {
    if (hasToken === false) navigate(loginUrlFor(pathname + search), { replace: true });
  }, [hasToken, pathname, search, navigate]);

  if (!hasToken || status === 'checking') return 'waiting';
  return status === 'loggedIn' ? 'ready' : 'unreachable';
}
