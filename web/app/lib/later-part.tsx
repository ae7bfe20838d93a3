import { type ComponentType, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { type EarlyUse, readEarlyUse, replayEarlyUse, watchEarlyUse } from './early-use';

// A part of the shell the server draws on every page but that a visitor uses only now and then
// (the footer far below, the error pages): the server sends it whole, and the browser loads its
// code only when it is wanted, instead of with every page's scripts.
//
// Until then the browser shows the server's HTML of the part as it is: React takes it over as
// inner HTML it does not manage, so nothing is drawn twice, and its links work as plain links. (A
// Suspense boundary left dehydrated would not do: React draws such a boundary afresh, empty, as
// soon as a context inside it changes, and the router's contexts change right after the page
// comes to life.) Once the code is there the part is drawn by React, looking the same. A visitor
// who starts using the part before then makes its code load at once, and what they typed or sent
// is carried into the part (early-use.ts).
//
// The bundler drops the server's branch from the browser's build, so the part's code is only in
// the file `load` fetches.

// 'drawn': at once; 'near': once within 800 px of the screen, so it is ready when reached (the
// footer); 'seen': once on the screen, for a page's lower sections, whose code a visitor who
// never scrolls to them does not download; 'used': only once the visitor taps or focuses in it,
// for a part that until then has nothing to do. Drawn first in the browser (after a move from
// another page), there is no server HTML to show, so the part loads at once.
type When = 'drawn' | 'near' | 'seen' | 'used';
const MARGIN: Record<'near' | 'seen', string> = { near: '800px 0px', seen: '0px' };

/** Resolves once `el` comes within `margin` of the screen. */
function nearScreen(el: Element | null, margin: string): Promise<void> {
  return new Promise((resolve) => {
    if (!el || typeof IntersectionObserver === 'undefined') return resolve();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: margin },
    );
    observer.observe(el);
  });
}

// Components already loaded, by part, so a part drawn again (another page's error) is drawn at once.
const loaded = new Map<string, ComponentType<never>>();

/**
 * The part `name` with `props`: `server` on the server (null in the browser's build); in the
 * browser, the server's HTML until `load` brings the component, as soon as the part is drawn
 * (`drawn`, for the error pages), once its place nears the screen (`near`, for the footer) or
 * once it is on the screen (`seen`).
 */
export function LaterPart<P extends object>({
  name,
  server,
  load,
  when = 'drawn',
  props,
}: {
  name: string;
  server: ComponentType<P> | null;
  load: () => Promise<ComponentType<P>>;
  when?: When;
  props: P;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [Part, setPart] = useState<ComponentType<P> | null>(
    () => server ?? (loaded.get(name) as ComponentType<P> | undefined) ?? null,
  );
  // The server's HTML of the part, read while React takes the page over; empty when the part is
  // first drawn in the browser (after a move to another page). Only then: drawn later, the same
  // part of the page left behind (another product's reviews) is still in the document.
  const [html] = useState(
    () =>
      (typeof document !== 'undefined' &&
        !document.documentElement.hasAttribute('data-hydrated') &&
        document.querySelector(`[data-later="${name}"]`)?.innerHTML) ||
      '',
  );
  // Set when the visitor starts using the server's HTML before the code came; carried over.
  const early = useRef<EarlyUse | null>(null);
  const navigate = useNavigate();
  // A `when` that changes (a visitor found logged in after all) starts the wait again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the part loads once; `load` is fixed per part
  useEffect(() => {
    const el = ref.current;
    if (Part || !el) return;
    let gone = false;
    let wake = () => {};
    let sent = -1;
    let pressed = -1;
    const woken = new Promise<void>((resolve) => {
      wake = resolve;
    });
    const stopWatching = watchEarlyUse(el, {
      wake: () => wake(),
      onSent: (form) => {
        sent = form;
      },
      onPressed: (button) => {
        pressed = button;
      },
      follow: (to) => navigate(to),
    });
    const ready =
      when === 'drawn' || !html ? Promise.resolve() : when === 'used' ? woken : nearScreen(el, MARGIN[when]);
    void Promise.race([ready, woken])
      .then(load)
      .then((component) => {
        loaded.set(name, component as ComponentType<never>);
        if (gone) return;
        early.current = readEarlyUse(el, sent, pressed);
        setPart(() => component);
      });
    return () => {
      gone = true;
      stopWatching();
    };
  }, [Part, name, when]);
  useEffect(() => {
    if (!Part || !early.current || !ref.current) return;
    replayEarlyUse(ref.current, early.current);
    early.current = null;
  }, [Part]);
  if (Part)
    return (
      <div data-later={name} ref={ref}>
        <Part {...props} />
      </div>
    );
  return (
    <div
      data-later={name}
      ref={ref}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own HTML of this very part, read back from the page
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
