// A slow phone shows the server's page seconds before React has hydrated it. Until then a button
// does nothing when tapped and a form without an action would post to a route that has none, so
// a shopper's first "Add to cart" or "Log in" was silently lost. A small script, inlined at the
// top of every page so it runs before anything can be tapped, holds those taps and says the page
// is getting ready; once hydrated, the app plays them again in order, so they do what they would
// have done. Forms with an action (search) and links work without scripts and are left alone.
//
// Held elements get data-early-held (styled as busy in app.css) and the page's root element
// gets data-early-waiting, which shows a short note (a pseudo-element, so hydration meets no
// unexpected node). Each element is held once: a second tap on a waiting button adds nothing.
// A held tap also starts the page's scripts if they are still waiting for the page's pictures.

type HeldTap = [kind: 'click' | 'submit', element: HTMLElement, submitter: HTMLElement | null];
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

declare global {
  interface Window {
    __earlyTaps?: HeldTap[];
    /** What was typed into each field before hydration, which hydration puts back to the state's. */
    __earlyTyped?: Map<Field, string>;
  }
}

export const EARLY_TAPS_SCRIPT = `(function(){var h=document.documentElement,q=window.__earlyTaps=[],typed=window.__earlyTyped=new Map();
function ready(){return h.hasAttribute('data-hydrated')}
function mark(el){if(el)el.setAttribute('data-early-held','')}
function hold(e,el,kind,by){e.preventDefault();e.stopImmediatePropagation();
if(el.hasAttribute('data-early-held'))return;mark(el);mark(by);h.setAttribute('data-early-waiting','');q.push([kind,el,by||null]);
if(window.__loadScriptsNow)window.__loadScriptsNow()}
addEventListener('input',function(e){var t=e.target;if(!ready()&&t.name&&t.type!=='checkbox'&&t.type!=='radio'&&typeof t.value==='string')typed.set(t,t.value)},true);
addEventListener('click',function(e){if(ready()||!e.target.closest)return;
var t=e.target.closest('button,input[type=checkbox],input[type=radio]');
if(!t||t.disabled||(t.tagName==='BUTTON'&&t.type==='submit'&&t.form))return;hold(e,t,'click')},true);
addEventListener('submit',function(e){var f=e.target;if(ready()||f.hasAttribute('action'))return;hold(e,f,'submit',e.submitter)},true)})();`;

let marked = false;

/**
 * Marks the page as hydrated, which ends the holding, and plays what was held: once per page,
 * by whichever root drew it (the app, or the page shown when an error escaped it).
 */
export function markHydrated() {
  if (marked) return;
  marked = true;
  // Also lets browser tests (and CSS) tell a hydrated page from server HTML that ignores clicks.
  document.documentElement.dataset.hydrated = 'true';
  // After this commit's own updates.
  requestAnimationFrame(replayEarlyTaps);
}

/**
 * Puts back what was typed before hydration and plays the held taps in the order they came.
 * Call once, after hydration. The typing goes in first, as if typed again, so the components
 * hold it in their state before a held "Log in" sends the form.
 */
function replayEarlyTaps() {
  const typed = window.__earlyTyped;
  if (typed) for (const [field, value] of typed) retype(current(field), value);
  typed?.clear();
  // Changes made by retyping are rendered before the taps read them.
  setTimeout(() => playHeldTaps(), 0);
}

// Frames to wait for a tapped element that hydration is still redrawing (about half a second).
const MAX_WAIT_FRAMES = 30;

function playHeldTaps(waited = 0) {
  const held = window.__earlyTaps ?? [];
  while (held.length > 0) {
    const [kind, element, submitter] = held[0];
    const target = current(element);
    // The layout that draws it anew may not have rendered yet: wait, keeping the taps' order.
    if (!target && waited < MAX_WAIT_FRAMES) {
      requestAnimationFrame(() => playHeldTaps(waited + 1));
      return;
    }
    held.shift();
    element.removeAttribute('data-early-held');
    submitter?.removeAttribute('data-early-held');
    if (!target) continue;
    if (kind === 'submit' && target instanceof HTMLFormElement) {
      const by = submitter && current(submitter);
      target.requestSubmit(by && by.closest('form') === target ? by : undefined);
    } else target.click();
  }
  document.documentElement.removeAttribute('data-early-waiting');
}

/**
 * The element as the hydrated page has it. Usually the same node; but a part the browser lays out
 * differently from the server (the desktop's buy box moves beside the picture) is drawn anew, and
 * then the tap goes to the visible element of the same kind that says the same thing.
 */
function current<E extends HTMLElement>(element: E): E | null {
  if (element.isConnected) return element;
  const same = [...document.querySelectorAll<E>(element.tagName)].filter(
    (el) =>
      el.getAttribute('type') === element.getAttribute('type') &&
      el.getAttribute('name') === element.getAttribute('name') &&
      el.getAttribute('aria-label') === element.getAttribute('aria-label') &&
      el.textContent?.trim() === element.textContent?.trim(),
  );
  return same.find((el) => el.getClientRects().length > 0) ?? same[0] ?? null;
}

/** Sets a field as typing does, so React's change handler sees the new value. */
function retype(field: Field | null, value: string) {
  if (!field || field.value === value) return;
  // React watches the element's own value property; the prototype's setter goes around it, so the
  // input event that follows reads as a change.
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
