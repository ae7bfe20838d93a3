import { expect, type Page } from '@playwright/test';

/** An element drawn partly outside the screen: what it is, where it reaches, and its text. */
export type Stray = { what: string; left: number; right: number; text: string };

/**
 * Every visible element of the page whose box reaches past the left or right edge of the screen.
 * A page's scroll width is not enough: a parent with `overflow: hidden` (or `clip`) hides the
 * overflow, so the page does not scroll sideways while its headline or cards are cut off.
 *
 * Left out, because a shopper reaches them as meant:
 * - elements inside a container that scrolls sideways (carousels, rows of pills), as long as the
 *   container itself fits;
 * - visually hidden elements (screen-reader text: 1×1 px, clipped) and what has no size;
 * - what is not shown: `display: none`, `visibility: hidden`, closed dialogs and menus (not in the
 *   page, or hidden), zero opacity.
 */
async function strays(page: Page, tolerance = 1): Promise<Stray[]> {
  return page.evaluate((slack) => {
    const width = document.documentElement.clientWidth;
    const found: { what: string; left: number; right: number; text: string }[] = [];
    const scrollsSideways = (el: Element) => {
      const x = getComputedStyle(el).overflowX;
      return (x === 'auto' || x === 'scroll') && el !== document.documentElement && el !== document.body;
    };
    const nameOf = (el: Element) => {
      const tag = el.tagName.toLowerCase();
      const id = el.id ? `#${el.id}` : '';
      const cls =
        typeof el.className === 'string' && el.className.trim()
          ? `.${el.className.trim().split(/\s+/).slice(0, 4).join('.')}`
          : '';
      const label = el.getAttribute('aria-label') ?? el.getAttribute('data-testid');
      return `${tag}${id}${cls}${label ? `[${label}]` : ''}`;
    };
    // Walks the tree so that a hidden or sideways-scrolling branch is skipped whole.
    const walk = (el: Element) => {
      const style = getComputedStyle(el);
      if (style.display === 'none' || style.visibility === 'hidden' || style.opacity === '0') return;
      if (el.tagName === 'DIALOG' && !(el as HTMLDialogElement).open) return;
      const box = el.getBoundingClientRect();
      // Screen-reader text: a one-pixel box, clipped away.
      const hiddenText = box.width <= 1 && box.height <= 1;
      if (!hiddenText && box.width > 0 && box.height > 0 && style.display !== 'contents') {
        if (box.right > width + slack || box.left < -slack) {
          found.push({
            what: nameOf(el),
            left: Math.round(box.left),
            right: Math.round(box.right),
            text: (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60),
          });
        }
      }
      // Children of a container that scrolls sideways are reached by scrolling it.
      if (scrollsSideways(el)) return;
      for (const child of Array.from(el.children)) walk(child);
    };
    walk(document.body);
    // Only the outermost of a nest of strays is worth reading: its children stray with it.
    return found.filter(
      (s, i) => !found.slice(0, i).some((outer) => outer.right === s.right && outer.left === s.left),
    );
  }, tolerance);
}

/** Fails, naming each element that sticks out, when anything of the page reaches past the screen. */
export async function expectFits(page: Page, label: string) {
  const out = await strays(page);
  const width = await page.evaluate(() => document.documentElement.clientWidth);
  expect(
    out.map((s) => `${s.what} (${s.left}…${s.right} px) "${s.text}"`),
    `${label}: elements reaching past the ${width} px screen`,
  ).toEqual([]);
}
