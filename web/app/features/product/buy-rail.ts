import { type CSSProperties, useLayoutEffect, useRef } from 'react';

/** Wide enough for the desktop layout: picture and buy box on the left, choices on the right. */
export const DESKTOP_QUERY = '(min-width: 64rem)';

// Space between the picture and the buy box under it.
const GAP = '1.5rem';
// How much lower than its sticky place the picture starts, before the page scrolls (the breadcrumb).
const START = '2rem';

/**
 * The desktop's left column: the gallery and, under it, the buy box, both kept in view while the
 * shopper scrolls through the choices on the right.
 *
 * The buy box comes after the choices in the page, so that the keyboard and screen readers reach
 * it once the cake is chosen, as on a phone. It therefore cannot sit in the gallery's sticky
 * container: it is a second sticky item in the same grid cell, pushed below the gallery by the
 * gallery's height, while the gallery keeps the buy box's height free below itself, so that at
 * the end of the choices both scroll away together without overlapping. The two heights are
 * measured and published on the grid as CSS variables (`--gallery-h`, `--buy-h`).
 */
export function useBuyRail(active: boolean) {
  const grid = useRef<HTMLDivElement>(null);
  const gallery = useRef<HTMLDivElement>(null);
  const buy = useRef<HTMLDivElement>(null);

  // Before paint, so the box never shows for a frame on top of the picture.
  useLayoutEffect(() => {
    const g = grid.current;
    const a = gallery.current;
    const b = buy.current;
    if (!active || !g || !a || !b) return;
    const publish = () => {
      g.style.setProperty('--gallery-h', `${a.offsetHeight}px`);
      g.style.setProperty('--buy-h', `${b.offsetHeight}px`);
    };
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(a);
    observer.observe(b);
    return () => {
      observer.disconnect();
      g.style.removeProperty('--gallery-h');
      g.style.removeProperty('--buy-h');
    };
  }, [active]);

  return { grid, gallery, buy };
}

/**
 * Variables of the product grid. `--rail-bottom` keeps the buy box clear of the compare tray that
 * floats at the bottom of the screen. `--gallery-max` is the picture's largest size on desktops:
 * what the screen's height leaves once the header, the breadcrumb, the buy box (an estimate until
 * it is measured) and the margins are taken, so the picture and the buy box fit on one screen
 * together from the first view.
 */
export function railVars(opts: { comparing: boolean; withBuyBox: boolean }): CSSProperties {
  return {
    '--rail-bottom': opts.comparing ? '6.5rem' : '1rem',
    ...(opts.withBuyBox
      ? {
          '--gallery-max': `max(16rem, calc(100dvh - var(--rail-top) - ${START} - var(--buy-h, 11.5rem) - var(--rail-bottom) - ${GAP}))`,
        }
      : {}),
  } as CSSProperties;
}

/** The gallery's container: room for the buy box kept free below it. */
export const galleryRoom: CSSProperties = { marginBottom: `calc(var(--buy-h) + ${GAP})` };

/**
 * The buy box's container: below the gallery, sticking there; on a screen too short for both, it
 * sticks to the bottom of the screen instead, over the foot of the picture, and stays usable.
 */
export const buyBoxPlace: CSSProperties = {
  marginTop: `calc(var(--gallery-h) + ${GAP})`,
  top: `min(calc(var(--rail-top) + var(--gallery-h) + ${GAP}), calc(100dvh - var(--buy-h) - var(--rail-bottom)))`,
};
