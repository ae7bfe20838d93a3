import { addWish, deleteWish, getWishAndCart } from '@upahar/contract/endpoints';
import { m } from '@upahar/contract/messages';
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
import { applyWish, createWishThrottle, wishType } from './wish-throttle';

/** `want` says which way to go (a Remove button); without it the heart flips. */
export type WishTarget = { id: string; type: string; name?: string; want?: boolean };

export type WishlistApi = {
  /** Product ids on the wishlist (products and automobiles). */
  ids: ReadonlySet<string>;
  loaded: boolean;
  has: (id: string) => boolean;
  /** Ids whose add/remove is waiting for the server. */
  busy: ReadonlySet<string>;
  /**
   * Hearts or un-hearts a product; visitors go to /login and come back here. Resolves to whether
   * the product is wished now, or undefined when nothing was asked or the server refused.
   */
  toggle: (target: WishTarget) => Promise<boolean | undefined>;
};

const EMPTY = new Set<string>();
const WishlistContext = createContext<WishlistApi | null>(null);

export function WishlistProvider({ children }: { children: ReactNode }) {
  const { status, user, settled } = useSession();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [ids, setIds] = useState<ReadonlySet<string>>(EMPTY);
  const [loaded, setLoaded] = useState(false);
  const [busy, setBusy] = useState<ReadonlySet<string>>(EMPTY);
  const throttle = useRef(createWishThrottle()).current;
  const idsRef = useRef(ids);
  idsRef.current = ids;
  // Hearts changed while the list was on its way (a click right after the page opened): the
  // server said yes to them after it read the list, so they win over it when it lands.
  const changedRef = useRef(new Map<string, boolean>());

  // After login (or a restored session) the favourites load once; logout empties them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to who is shopping, nothing else
  useEffect(() => {
    setIds(EMPTY);
    setLoaded(false);
    throttle.reset();
    changedRef.current = new Map();
    if (status !== 'loggedIn') return;
    let live = true;
    callApi(getWishAndCart)
      .then((res) => {
        if (!live) return;
        const w = res.data.wishlist;
        let next: ReadonlySet<string> = new Set([...w.product, ...w.automobile].map((p) => p.id));
        for (const [id, wished] of changedRef.current) next = applyWish(next, id, wished);
        setIds(next);
        setLoaded(true);
      })
      .catch(() => {
        // Hearts then show empty; the next toggle still asks the server, which is the truth.
        if (live) setLoaded(true);
      });
    return () => {
      live = false;
    };
  }, [status, user?.id]);

  const toggle = useCallback(
    async ({ id, type, name, want }: WishTarget): Promise<boolean | undefined> => {
      if ((await settled()) !== 'loggedIn') {
        // Favourites need an account; come back to this page afterwards.
        navigate(loginUrlFor(pathname + search));
        return undefined;
      }
      // A second click within 1000 ms is ignored, and so is one while the first is on its way.
      if (busy.has(id) || !throttle.allow(id)) return undefined;
      // A Remove tapped before the list has loaded must still remove, so it says which way.
      const adding = want ?? !idsRef.current.has(id);
      setBusy((b) => new Set(b).add(id));
      try {
        const res = await callApi(adding ? addWish : deleteWish, { body: { id, type: wishType(type) } });
        // The heart changes only after the server says yes. The server may answer with
        // the product's id when we sent a slug: both are updated.
        changedRef.current.set(id, res.data.wished).set(res.data.id, res.data.wished);
        setIds((cur) => applyWish(applyWish(cur, id, res.data.wished), res.data.id, res.data.wished));
        if (name)
          toast.success(
            res.data.wished ? m.wishlist_added_toast({ name }) : m.wishlist_removed_toast({ name }),
          );
        return res.data.wished;
      } catch (e) {
        toast.error(errorMessage(e));
        return undefined;
      } finally {
        setBusy((b) => {
          const next = new Set(b);
          next.delete(id);
          return next;
        });
      }
    },
    [settled, navigate, pathname, search, busy, throttle],
  );

  const value = useMemo<WishlistApi>(
    () => ({ ids, loaded, busy, has: (id: string) => ids.has(id), toggle }),
    [ids, loaded, busy, toggle],
  );
  return <WishlistContext.Provider value={value}>{children}</WishlistContext.Provider>;
}

// Outside the provider (server-rendered component tests, error pages) hearts show empty and idle.
const OUTSIDE: WishlistApi = {
  ids: EMPTY,
  loaded: false,
  busy: EMPTY,
  has: () => false,
  toggle: async () => undefined,
};

export function useWishlist(): WishlistApi {
  return useContext(WishlistContext) ?? OUTSIDE;
}
