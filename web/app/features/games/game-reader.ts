import type { TRouletteAllowance, TTreasureHunt } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { ApiError, getToken } from '~/lib/browser-api';
import { fetchAllowance, fetchHunt } from './games-api';

// The games' pages are rendered on the server for everyone; what is the shopper's own (spins and
// digs left) is read in the browser, where the token is, by the route's clientLoader. A failure
// is kept as a message, so the game's box says it with "Try again" and the page stays.

export type Allowance = { kind: 'error'; message: string } | ({ kind: 'ready' } & TRouletteAllowance);

/** A signed-in shopper's spins left on a wheel; null for a visitor. */
export function loadAllowance(slug: string, signal: AbortSignal): Promise<Allowance | null> {
  if (!getToken()) return Promise.resolve(null);
  return fetchAllowance(slug, signal).then(
    (a): Allowance => ({ kind: 'ready', ...a }),
    (e): Allowance => ({
      kind: 'error',
      message: e instanceof Error ? e.message : m.games_spins_load_failed(),
    }),
  );
}

export type HuntLoad =
  | { kind: 'error'; message: string }
  | { kind: 'none' }
  | { kind: 'ready'; hunt: TTreasureHunt };

/** A campaign's treasure hunt, with the digs left of a signed-in shopper; 'none' when it has none. */
export function loadHunt(campaign: string, signal: AbortSignal): Promise<HuntLoad> {
  return fetchHunt({ campaign }, signal).then(
    (hunt): HuntLoad => ({ kind: 'ready', hunt }),
    (e): HuntLoad =>
      e instanceof ApiError && e.status === 404
        ? { kind: 'none' }
        : { kind: 'error', message: e instanceof Error ? e.message : m.games_hunt_load_failed() },
  );
}
