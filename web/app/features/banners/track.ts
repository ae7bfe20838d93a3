import { API_PREFIX, BANNER_KEY_RE, BANNER_VIEWS_MAX } from '@upahar/contract';
import { shopPath } from '~/lib/locale';

// Banner clicks and views leave the page without holding it up: a beacon is queued by the browser
// and still goes out when the click navigates away. Its JSON goes as text/plain, the one type a
// beacon sends without asking the server first; the server reads it as JSON on these routes.

const CLICK_URL = `${API_PREFIX.storefront}/banner/action/click`;
const STORE_URL = `${API_PREFIX.storefront}/banner/action/store`;

function send(url: string, body: unknown) {
  if (typeof window === 'undefined') return;
  const text = JSON.stringify(body);
  try {
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, text)) return;
  } catch {
    // Some browsers refuse a beacon (a full queue, a policy): fall back to a kept-alive fetch.
  }
  fetch(url, {
    method: 'POST',
    body: text,
    headers: { 'content-type': 'application/json' },
    keepalive: true,
  }).catch(() => {});
}

/** Reports one click on banner `key` (e.g. `home:fresh-cakes`, `campaign:tihar:1`). */
export function trackBannerClick(key: string) {
  if (BANNER_KEY_RE.test(key)) send(CLICK_URL, { contact: 0, type: 'click', key });
}

// Views seen during one page view, sent together shortly after: one request for a whole slider.
let seen = new Set<string>();
const queued: string[] = [];
let scheduled = false;
let page = '';

function flushViews() {
  scheduled = false;
  while (queued.length > 0) send(STORE_URL, { type: 'view', keys: queued.splice(0, BANNER_VIEWS_MAX) });
}

/** Counts banner `key` as seen, once per page view (a new address starts a new page view). */
export function trackBannerView(key: string) {
  if (typeof window === 'undefined' || !BANNER_KEY_RE.test(key)) return;
  const here = shopPath(window.location.pathname) + window.location.search;
  if (here !== page) {
    page = here;
    seen = new Set();
  }
  if (seen.has(key)) return;
  seen.add(key);
  queued.push(key);
  if (scheduled) return;
  scheduled = true;
  setTimeout(flushViews, 1_000);
  // A shopper who leaves within the second still has the views sent.
  window.addEventListener('pagehide', flushViews, { once: true });
}
