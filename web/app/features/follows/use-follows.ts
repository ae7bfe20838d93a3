import type { TFollowState, TOwnStore } from '@upahar/contract';
import { followStore, listFollows, unfollowStore } from '@upahar/contract/endpoints';
import { m } from '@upahar/contract/messages';
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '~/components/toast';
import { loginUrlFor, useSession } from '~/features/session';
import { errorMessage } from '~/lib/api';
import { callApi } from '~/lib/browser-api';

// The stores a shopper follows, kept once for the whole visit in this module rather than in a
// provider around every page: only the pages with a Follow button (store pages, a cake's store,
// the home page's stores) load this code, and only they ask the server for the list, once per
// signed-in shopper; logging out empties it.

type FollowTarget = { slug: string; name: string };

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

type State = {
  slugs: ReadonlySet<string>;
  counts: ReadonlyMap<string, number>;
  own: ReadonlyMap<string, TOwnStore['role']>;
  loaded: boolean;
  busy: ReadonlySet<string>;
};

const EMPTY: State = { slugs: new Set(), counts: new Map(), own: new Map(), loaded: false, busy: new Set() };
let state = EMPTY;
/** Whose list `state` holds: the signed-in shopper's id, or '' for a visitor. */
let owner: string | null = null;
// Follows changed while the list was on its way: the server said yes to them after it read the
// list, so they win over it when it lands.
let changed = new Map<string, TFollowState>();
const listeners = new Set<() => void>();

function set(next: Partial<State>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const current = () => state;
// The server draws every page as a visitor's: Follow, idle.
const serverState = () => EMPTY;

const withSlug = (set: ReadonlySet<string>, slug: string, on: boolean) => {
  const next = new Set(set);
  if (on) next.add(slug);
  else next.delete(slug);
  return next;
};

/** Brings the list in line with who is shopping: loads a signed-in shopper's once, empties a visitor's. */
function follow(who: string) {
  if (who === owner) return;
  owner = who;
  changed = new Map();
  set(EMPTY);
  if (!who) return;
  callApi(listFollows)
    .then((res) => {
      if (owner !== who) return;
      const slugs = new Set(res.data.business.map((s) => s.slug));
      const counts = new Map(res.data.business.map((s) => [s.slug, s.followerCount]));
      for (const [slug, one] of changed) {
        if (one.following) slugs.add(slug);
        else slugs.delete(slug);
        counts.set(slug, one.followerCount);
      }
      set({ slugs, counts, own: new Map(res.data.ownStores.map((s) => [s.slug, s.role])), loaded: true });
    })
    .catch(() => {
      // Buttons then show "Follow"; the next click still asks the server, which is the truth.
      if (owner === who) set({ loaded: true });
    });
}

async function toggleFollow({ slug, name }: FollowTarget) {
  if (state.busy.has(slug)) return;
  const following = state.slugs.has(slug);
  set({ busy: withSlug(state.busy, slug, true) });
  try {
    const res = await callApi(following ? unfollowStore : followStore, { body: { storeId: slug } });
    const one: TFollowState = res.data;
    changed.set(slug, one);
    // The button changes only after the server says yes.
    set({
      slugs: withSlug(state.slugs, slug, one.following),
      counts: new Map(state.counts).set(slug, one.followerCount),
    });
    toast.success(
      one.following ? m.follows_now_following({ name }) : m.follows_no_longer_following({ name }),
    );
  } catch (e) {
    toast.error(errorMessage(e));
  } finally {
    set({ busy: withSlug(state.busy, slug, false) });
  }
}

export function useFollows(): FollowsApi {
  const { status, user, settled } = useSession();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const s = useSyncExternalStore(subscribe, current, serverState);
  // A session still being checked keeps what is there; a settled one decides whose list it is.
  const who = status === 'loggedIn' ? String(user?.id ?? '') : status === 'loggedOut' ? '' : null;
  useEffect(() => {
    if (who !== null) follow(who);
  }, [who]);

  const toggle = useCallback(
    async (target: FollowTarget) => {
      if ((await settled()) !== 'loggedIn') {
        navigate(loginUrlFor(pathname + search));
        return;
      }
      await toggleFollow(target);
    },
    [settled, navigate, pathname, search],
  );

  return useMemo<FollowsApi>(
    () => ({
      slugs: s.slugs,
      loaded: s.loaded,
      busy: s.busy,
      countOf: (slug) => s.counts.get(slug),
      ownRole: (slug) => s.own.get(slug),
      toggle,
    }),
    [s, toggle],
  );
}
