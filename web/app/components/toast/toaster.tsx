import { TOAST_TOP_PX } from '@upahar/contract';
import { type CSSProperties, lazy, Suspense, useSyncExternalStore } from 'react';
import { type Toast, toastStore } from './toast-store';

const NONE: Toast[] = [];

// The live regions are in every page from the start, so a screen reader announces the first
// toast; the toast's own drawing loads with that first toast.
const ToastCard = lazy(() => import('./toast-card').then((m) => ({ default: m.ToastCard })));

/**
 * Mounted once in the root. Two live regions, so a screen reader hears successes politely and
 * errors at once; each toast can be closed with a button and goes by itself after a while, and
 * at most TOAST_MAX show at once.
 *
 * Where: 10 px from the top, in the corner away from the page's title from a tablet up. On a
 * phone the width is the whole screen, so a stack would push down over the page's title while the
 * shopper reads what happened: there only the newest shows, over the header.
 */
export function Toaster() {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.list, () => NONE);
  const newest = toasts.at(-1)?.id;
  return (
    <div
      data-testid="toaster"
      style={{ '--toast-top': `${TOAST_TOP_PX}px` } as CSSProperties}
      className="pointer-events-none fixed inset-x-0 top-(--toast-top) z-[60] flex flex-col items-center gap-2 px-3 md:items-end md:px-5"
    >
      <div role="status" aria-live="polite" className="flex w-full flex-col items-center gap-2 md:items-end">
        {toasts
          .filter((t) => t.tone !== 'error')
          .map((t) => (
            <Suspense key={t.id} fallback={null}>
              <ToastCard toast={t} newest={t.id === newest} />
            </Suspense>
          ))}
      </div>
      <div
        role="alert"
        aria-live="assertive"
        className="flex w-full flex-col items-center gap-2 md:items-end"
      >
        {toasts
          .filter((t) => t.tone === 'error')
          .map((t) => (
            <Suspense key={t.id} fallback={null}>
              <ToastCard toast={t} newest={t.id === newest} />
            </Suspense>
          ))}
      </div>
    </div>
  );
}
