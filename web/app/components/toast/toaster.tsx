import { TOAST_TOP_PX } from '@upahar/contract';
import { type CSSProperties, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { AlertCircle, CheckCircle2, Info, X } from '~/components/icon';
import { type Toast, toastStore } from './toast-store';

const NONE: Toast[] = [];

const TONE = {
  success: { Icon: CheckCircle2, icon: 'text-success' },
  error: { Icon: AlertCircle, icon: 'text-danger' },
  info: { Icon: Info, icon: 'text-berry' },
} as const;

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
            <ToastCard key={t.id} toast={t} newest={t.id === newest} />
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
            <ToastCard key={t.id} toast={t} newest={t.id === newest} />
          ))}
      </div>
    </div>
  );
}

function ToastCard({ toast: t, newest }: { toast: Toast; newest: boolean }) {
  const { Icon, icon } = TONE[t.tone];
  return (
    <div
      data-testid="toast"
      data-tone={t.tone}
      className={`pointer-events-auto flex w-full max-w-md items-start gap-3 rounded-2xl border bg-white py-3 pr-2 pl-4 shadow-lifted animate-[menu-in_160ms_ease-out] ${newest ? '' : 'max-md:hidden'} ${
        t.tone === 'error' ? 'border-danger/30' : 'border-line'
      }`}
    >
      <Icon aria-hidden="true" className={`mt-0.5 size-5 shrink-0 ${icon}`} />
      <p className="min-w-0 flex-1 text-sm font-medium text-cocoa">{t.text}</p>
      {t.action && (
        <Link
          to={t.action.to}
          onClick={() => toastStore.dismiss(t.id)}
          className="shrink-0 self-center rounded-full px-2 py-1 text-sm font-semibold text-berry hover:bg-berry-soft"
        >
          {t.action.label}
        </Link>
      )}
      <button
        type="button"
        onClick={() => toastStore.dismiss(t.id)}
        aria-label="Close notification"
        className="grid size-7 shrink-0 place-items-center rounded-full text-cocoa-soft hover:bg-cream hover:text-cocoa"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
