import type { TFollowState, TOwnStore } from '@upahar/contract';
import { followStore, listFollows, unfollowStore } from '@upahar/contract/endpoints';
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
import { toast } from '~/components/toast';
import { loginUrlFor, useSession } from '~/features/session';
import { errorMessage } from '~/lib/api';
import { callApi } from '~/lib/browser-api';

export type FollowTarget = { slug: string; name: string };

export type FollowsApi = {
  /** Slugs of the stores the shopper follows. */
  slugs: ReadonlySet<string>;
  loaded: boolean;
  /** Slugs whose follow or unfollow is waiting for the server. */
  busy: ReadonlySet<string>;
  /**
   * The follower count the server last told this browser for a store, if it did: fresher than a
   * page, which the shop may have kept a few seconds for every visitor.
   */
  countOf: (slug: string) => number | undefined;
  /**
   * The shopper's part in a store they run (owner or team), else undefined: such a store shows
   * "Your store" instead of a Follow button, since the shop does not let them follow it.
   */
  ownRole: (slug: string) => TOwnStore['role'] | undefined;
  /** Follows or unfollows a store; visitors go to /login and come back here. */
  toggle: (target: FollowTarget) => Promise<void>;
};

const EMPTY_SET: ReadonlySet<string> = new Set();
const EMPTY_COUNTS: ReadonlyMap<string, number> = new Map();
const EMPTY_OWN: ReadonlyMap<string, TOwnStore['role']> = new Map();
const FollowsContext = createContext<FollowsApi | null>(null);

const withSlug = (set: ReadonlySet<string>, slug: string, on: boolean) => {
  const next = new Set(set);
  if (on) next.add(slug);
  else next.delete(slug);
  return next;
};

export function FollowsProvider({ children }: { children: ReactNode }) {
  const { status, user, settled } = useSession();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [slugs, setSlugs] = useState<ReadonlySet<string>>(EMPTY_SET);
  const [counts, setCounts] = useState<ReadonlyMap<string, number>>(EMPTY_COUNTS);
  const [own, setOwn] = useState<ReadonlyMap<string, TOwnStore['role']>>(EMPTY_OWN);
  const [loaded, setLoaded] = useState(false);
  const [busy, setBusy] = useState<ReadonlySet<string>>(EMPTY_SET);
  const slugsRef = useRef(slugs);
  slugsRef.current = slugs;
  const busyRef = useRef(busy);
  busyRef.current = busy;
  // Follows changed while the list was on its way: the server said yes to them after it read
  // the list, so they win over it when it lands.
  const changedRef = useRef(new Map<string, TFollowState>());

  // After login (or a restored session) the follow list loads once; logout empties it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to who is shopping, nothing else
  useEffect(() => {
    setSlugs(EMPTY_SET);
    setCounts(EMPTY_COUNTS);
    setOwn(EMPTY_OWN);
    setLoaded(false);
    changedRef.current = new Map();
    if (status !== 'loggedIn') return;
    let live = true;
    callApi(listFollows)
      .then((res) => {
        if (!live) return;
        const slugs = new Set(res.data.business.map((s) => s.slug));
        const counts = new Map(res.data.business.map((s) => [s.slug, s.followerCount]));
        for (const [slug, state] of changedRef.current) {
          if (state.following) slugs.add(slug);
          else slugs.delete(slug);
          counts.set(slug, state.followerCount);
        }
        setSlugs(slugs);
        setCounts(counts);
        setOwn(new Map(res.data.ownStores.map((s) => [s.slug, s.role])));
        setLoaded(true);
      })
      .catch(() => {
        // Buttons then show "Follow"; the next click still asks the server, which is the truth.
        if (live) setLoaded(true);
      });
    return () => {
      live = false;
    };
  }, [status, user?.id]);

  const toggle = useCallback(
    async ({ slug, name }: FollowTarget) => {
      if ((await settled()) !== 'loggedIn') {
        navigate(loginUrlFor(pathname + search));
        return;
      }
      if (busyRef.current.has(slug)) return;
      const following = slugsRef.current.has(slug);
      setBusy((b) => withSlug(b, slug, true));
      try {
        const res = await callApi(following ? unfollowStore : followStore, { body: { storeId: slug } });
        const state: TFollowState = res.data;
        changedRef.current.set(slug, state);
        // The button changes only after the server says yes.
        setSlugs((cur) => withSlug(cur, slug, state.following));
        setCounts((cur) => new Map(cur).set(slug, state.followerCount));
        toast.success(state.following ? `You are following ${name}` : `You no longer follow ${name}`);
      } catch (e) {
        toast.error(errorMessage(e));
      } finally {
        setBusy((b) => withSlug(b, slug, false));
      }
    },
    [settled, navigate, pathname, search],
  );

  const value = useMemo<FollowsApi>(
    () => ({
      slugs,
      loaded,
      busy,
      countOf: (slug) => counts.get(slug),
      ownRole: (slug) => own.get(slug),
      toggle,
    }),
    [slugs, loaded, busy, counts, own, toggle],
  );
  return <FollowsContext.Provider value={value}>{children}</FollowsContext.Provider>;
}

// Outside the provider (server-rendered component tests, error pages) buttons show "Follow", idle.
const OUTSIDE: FollowsApi = {
  slugs: EMPTY_SET,
  loaded: false,
  busy: EMPTY_SET,
  countOf: () => undefined,
  ownRole: () => undefined,
  toggle: async () => undefined,
};

export function useFollows(): FollowsApi {
  return useContext(FollowsContext) ?? OUTSIDE;
}
