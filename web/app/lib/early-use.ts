// What a visitor does in the server's HTML of a part before the part's code has come (see
// later-part.tsx): a field typed into, the field in focus, a form sent. It is carried into the
// part React then draws, so nothing typed is lost and a form sent early is sent once, by the
// part's own code.

const FIELDS = 'input:not([type="hidden"]):not([type="checkbox"]):not([type="radio"]), textarea, select';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Fields and forms are matched by their order: the part draws the same markup as the server. */
export type EarlyUse = { values: string[]; focus: number; sent: number };

/**
 * Listens in `el` for a visitor starting to use it: `wake` asks for the code at once. A form sent
 * is held, since the browser would otherwise send it as a page of its own, and its place noted.
 */
export function watchEarlyUse(el: HTMLElement, wake: () => void, onSent: (form: number) => void) {
  const use = () => wake();
  const send = (e: Event) => {
    e.preventDefault();
    onSent([...el.querySelectorAll('form')].indexOf(e.target as HTMLFormElement));
    wake();
  };
  el.addEventListener('focusin', use);
  el.addEventListener('pointerdown', use);
  el.addEventListener('submit', send);
  return () => {
    el.removeEventListener('focusin', use);
    el.removeEventListener('pointerdown', use);
    el.removeEventListener('submit', send);
  };
}

/** The values in `el`'s fields and which of them has focus, read just before the part is drawn. */
export function readEarlyUse(el: HTMLElement, sent: number): EarlyUse {
  const fields = [...el.querySelectorAll<Field>(FIELDS)];
  return {
    values: fields.map((f) => f.value),
    focus: fields.indexOf(document.activeElement as Field),
    sent,
  };
}

/**
 * Puts the values into the fields React now draws as typing would, so the part's state has them,
 * gives the focus back, and sends the held form once React has taken the values in.
 */
export function replayEarlyUse(el: HTMLElement, use: EarlyUse) {
  const fields = [...el.querySelectorAll<Field>(FIELDS)];
  use.values.forEach((value, i) => {
    const field = fields[i];
    if (!field || field.value === value) return;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
  fields[use.focus]?.focus();
  const form = el.querySelectorAll('form')[use.sent];
  if (form) setTimeout(() => form.requestSubmit(), 0);
}
