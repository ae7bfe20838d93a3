// What a visitor does in the server's HTML of a part before the part's code has come (see
// later-part.tsx): a field typed into, the field in focus, a form sent, a button pressed. It is
// carried into the part React then draws, so nothing typed is lost and a form sent or a button
// pressed early acts once, by the part's own code. A link followed early moves within the app
// instead of loading a whole new page.

import { shopPath } from './locale';

const FIELDS = 'input:not([type="hidden"]):not([type="checkbox"]):not([type="radio"]), textarea, select';

// What can hold the focus: a visitor tabbing into a part wakes it, and the drawn part gives the
// focus back to the same place, so the keyboard does not fall back to the top of the page.
const FOCUSABLE = 'a[href], button, input:not([type="hidden"]), textarea, select, [tabindex]';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Fields, forms and the focus are matched by their order: the part draws the same markup as the server. */
export type EarlyUse = { values: string[]; focus: number; sent: number; pressed: number };

/** Where the visitor's early taps go: the part's code, and the app's own moves between pages. */
export type EarlyHandlers = {
  wake: () => void;
  onSent: (form: number) => void;
  onPressed: (button: number) => void;
  follow: (to: string) => void;
};

/** A plain left click on a link to a page of this shop, which the app can show itself. */
function appLink(e: MouseEvent): HTMLAnchorElement | null {
  if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return null;
  const link = (e.target as Element).closest?.('a[href]') as HTMLAnchorElement | null;
  if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  return link.origin === window.location.origin ? link : null;
}

/**
 * Listens in `el` for a visitor starting to use it: `wake` asks for the code at once. A form sent
 * is held, since the browser would otherwise send it as a page of its own, and its place noted;
 * so is a button pressed, which has no handler yet. A link to one of the shop's pages is followed
 * by the app.
 */
export function watchEarlyUse(el: HTMLElement, { wake, onSent, onPressed, follow }: EarlyHandlers) {
  const use = () => wake();
  const send = (e: Event) => {
    e.preventDefault();
    onSent([...el.querySelectorAll('form')].indexOf(e.target as HTMLFormElement));
    wake();
  };
  const click = (e: MouseEvent) => {
    const link = appLink(e);
    if (link) {
      e.preventDefault();
      return follow(shopPath(link.pathname) + link.search + link.hash);
    }
    const button = (e.target as Element).closest?.('button');
    // A submit button sends its form, which `send` holds.
    if (!button || button.type === 'submit' || e.defaultPrevented) return;
    e.preventDefault();
    onPressed([...el.querySelectorAll('button')].indexOf(button));
    wake();
  };
  el.addEventListener('focusin', use);
  el.addEventListener('pointerdown', use);
  el.addEventListener('submit', send);
  el.addEventListener('click', click);
  return () => {
    el.removeEventListener('focusin', use);
    el.removeEventListener('pointerdown', use);
    el.removeEventListener('submit', send);
    el.removeEventListener('click', click);
  };
}

/** The values in `el`'s fields and which of them has focus, read just before the part is drawn. */
export function readEarlyUse(el: HTMLElement, sent: number, pressed: number): EarlyUse {
  const fields = [...el.querySelectorAll<Field>(FIELDS)];
  return {
    values: fields.map((f) => f.value),
    focus: [...el.querySelectorAll(FOCUSABLE)].indexOf(document.activeElement as Element),
    sent,
    pressed,
  };
}

/**
 * Puts the values into the fields React now draws as typing would, so the part's state has them,
 * gives the focus back, and sends the held form or presses the held button once React has taken
 * the values in.
 */
export function replayEarlyUse(el: HTMLElement, use: EarlyUse) {
  const fields = [...el.querySelectorAll<Field>(FIELDS)];
  use.values.forEach((value, i) => {
    const field = fields[i];
    if (!field || field.value === value) return;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
  el.querySelectorAll<HTMLElement>(FOCUSABLE)[use.focus]?.focus();
  const form = el.querySelectorAll('form')[use.sent];
  if (form) setTimeout(() => form.requestSubmit(), 0);
  const button = el.querySelectorAll('button')[use.pressed];
  if (button) setTimeout(() => button.click(), 0);
}
