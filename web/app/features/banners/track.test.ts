import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { trackBannerClick, trackBannerView } from './track';

// Clicks go out at once as a beacon (a kept-alive fetch where beacons fail); views of one page
// view go together, each banner once.

describe('banner tracking in the browser', () => {
  const beacons: { url: string; body: unknown }[] = [];
  const fetches: { url: string; init: RequestInit }[] = [];
  let beaconWorks = true;
  let path = '/';
  beforeEach(() => {
    vi.useFakeTimers();
    beacons.length = 0;
    fetches.length = 0;
    beaconWorks = true;
    vi.stubGlobal('window', {
      location: {
        get pathname() {
          return path;
        },
        search: '',
      },
      addEventListener: () => {},
    });
    vi.stubGlobal('navigator', {
      sendBeacon: (url: string, body: string) => {
        if (beaconWorks) beacons.push({ url, body: JSON.parse(body) });
        return beaconWorks;
      },
    });
    vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
      fetches.push({ url, init });
      return Promise.resolve(new Response(null, { status: 204 }));
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('sends a click with the shape the server expects, and nothing for a malformed key', () => {
    trackBannerClick('home:fresh-cakes');
    trackBannerClick('not a banner');
    expect(beacons).toEqual([
      { url: '/api/V2/banner/action/click', body: { contact: 0, type: 'click', key: 'home:fresh-cakes' } },
    ]);
  });

  it('falls back to a kept-alive fetch when the beacon is refused', () => {
    beaconWorks = false;
    trackBannerClick('campaign:tihar:2');
    expect(fetches).toHaveLength(1);
    expect(fetches[0].init).toMatchObject({ method: 'POST', keepalive: true });
  });

  it('batches the views of a page view, each banner once, and counts again on the next page', () => {
    path = '/';
    trackBannerView('home:a');
    trackBannerView('home:b');
    trackBannerView('home:a');
    expect(beacons).toEqual([]);
    vi.advanceTimersByTime(1_000);
    expect(beacons).toEqual([
      { url: '/api/V2/banner/action/store', body: { type: 'view', keys: ['home:a', 'home:b'] } },
    ]);
    trackBannerView('home:a');
    vi.advanceTimersByTime(1_000);
    expect(beacons).toHaveLength(1);
    path = '/category/cakes';
    trackBannerView('home:a');
    vi.advanceTimersByTime(1_000);
    expect(beacons[1].body).toEqual({ type: 'view', keys: ['home:a'] });
  });
});
