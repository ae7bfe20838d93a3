import { type RefObject, useEffect, useState } from 'react';

/**
 * Becomes true (for good) once the element comes within `margin` of the visible part of the page.
 * For content far down a page: drawn shortly before the reader scrolls to it, so the page
 * first sent and the elements the browser first lays out stay small. Without a `ref` (content
 * drawn at once) nothing is watched.
 */
export function useNearViewport(ref: RefObject<Element | null> | null, margin = '800px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref?.current;
    if (near || !el) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
