import { type RefObject, useEffect } from 'react';
import { trackBannerView } from './track';

/**
 * Counts the banner in `ref` as seen once, when at least half of it is on screen, once per page
 * view. Without IntersectionObserver (old browsers) nothing is counted rather than everything.
 */
export function useBannerView(ref: RefObject<Element | null>, key: string | null | undefined) {
  useEffect(() => {
    const el = ref.current;
    if (!el || !key || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          trackBannerView(key);
          observer.disconnect();
        }
      },
      { threshold: 0.5 },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, key]);
}
