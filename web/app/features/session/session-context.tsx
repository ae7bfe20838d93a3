import type { TLoginResponse, TUser } from '@upahar/contract';
import { checkLogin, logOut } from '@upahar/contract/endpoints';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError, callApi, clearToken, getToken, setToken } from '~/lib/browser-api';
import { removeStored, STORAGE_KEYS } from '~/lib/storage';

type Status = 'checking' | 'loggedIn' | 'loggedOut';

export type Session = {
  status: Status;
  isLoggedIn: boolean;
  user: TUser | null;
  /** Stores the token and user after a successful login/user call. */
  loginWith: (data: TLoginResponse['data']) => void;
  logout: (opts?: { excludeThis?: boolean }) => Promise<void>;
  setUser: (user: TUser) => void;
  /**
   * Reads the signed-in user again from the server. The user is otherwise read once per page load,
   * and an admin can change the role meanwhile (approving an application to sell makes the
   * applicant a seller): pages that depend on the role call this when they open.
   */
  refreshUser: () => Promise<void>;
  /**
   * Resolves once the saved session has been checked. A click that needs to know who is shopping
   * (follow, wishlist) can come before that; it waits instead of taking a signed-in shopper to
   * the sign-in page.
   */
  settled: () => Promise<Exclude<Status, 'checking'>>;
};

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const [status, setStatus] = useState<Status>('checking');
  const [user, setUserState] = useState<TUser | null>(null);
  const known = useRef(deferred<Exclude<Status, 'checking'>>());
  useEffect(() => {
    if (status !== 'checking') known.current.resolve(status);
  }, [status]);
  const settled = useCallback(
    () => (status === 'checking' ? known.current.promise : Promise.resolve(status)),
    [status],
  );
  const navigate = useNavigate();
  const location = useLocation();

  const markLoggedOut = useCallback(() => {
    setUserState(null);
    setStatus('loggedOut');
  }, []);

  // Session restore at start-up. No token: logged out. With a token: check it;
  // a 401 removes the token and sends the user to /login with the current path as referrer.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once at start-up only
  useEffect(() => {
    if (!getToken()) {
      markLoggedOut();
      return;
    }
    callApi(checkLogin)
      .then((res) => {
        setUserState(res.data.user);
        setStatus('loggedIn');
      })
      .catch((e) => {
        if (e instanceof ApiError && e.status === 401) {
          clearToken();
          markLoggedOut();
          const referrer = location.pathname + location.search;
          navigate(`/login?referrer=${encodeURIComponent(referrer)}`, { replace: true });
        } else {
          // Network trouble: keep the token, try again on the next start.
          markLoggedOut();
        }
      });
  }, []);

  const loginWith = useCallback((data: TLoginResponse['data']) => {
    setToken(data.token);
    setUserState(data.user);
    setStatus('loggedIn');
  }, []);

  // Several role-dependent pages opening together share one request.
  const refreshing = useRef<Promise<void> | null>(null);
  const refreshUser = useCallback((): Promise<void> => {
    // The start-up check has just read the user: waiting for it is as fresh as asking again.
    if (status === 'checking') return known.current.promise.then(() => undefined);
    if (status !== 'loggedIn') return Promise.resolve();
    refreshing.current ??= callApi(checkLogin)
      .then((res) => {
        // Signed out while the answer travelled: nothing to refresh.
        if (getToken()) setUserState(res.data.user);
      })
      .catch(() => {
        // Keep the user we know: the page's own requests report trouble, and a 401 there signs out.
      })
      .finally(() => {
        refreshing.current = null;
      });
    return refreshing.current;
  }, [status]);

  const logout = useCallback(
    async (opts?: { excludeThis?: boolean }) => {
      if (opts?.excludeThis) {
        await callApi(logOut, { query: { excludeThis: '1' } });
        return;
      }
      try {
        await callApi(logOut);
      } catch {
        // The token is dropped locally whatever the server said: the user asked to leave.
      }
      // Logout removes the token, cached header/footer and compare ids.
      clearToken();
      removeStored(STORAGE_KEYS.headerFooter);
      removeStored(STORAGE_KEYS.compare);
      markLoggedOut();
    },
    [markLoggedOut],
  );

  const value = useMemo<Session>(
    () => ({
      status,
      isLoggedIn: status === 'loggedIn',
      user,
      loginWith,
      logout,
      setUser: setUserState,
      refreshUser,
      settled,
    }),
    [status, user, loginWith, logout, refreshUser, settled],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const ctx = useContext(SessionContext);
  if (!ctx) throw new Error('useSession must be used inside SessionProvider');
  return ctx;
}

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
