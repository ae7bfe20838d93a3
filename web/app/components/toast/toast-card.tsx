import { m } from '@upahar/contract/messages';
import { Link } from 'react-router';
import { AlertCircle, CheckCircle2, Info, X } from '~/components/icon';
import { type Toast, toastStore } from './toast-store';

const TONE = {
  success: { Icon: CheckCircle2, icon: 'text-success' },
  error: { Icon: AlertCircle, icon: 'text-danger' },
  info: { Icon: Info, icon: 'text-berry' },
} as const;

/** One toast: its icon, its words, its action if any, and a button to close it. */
export function ToastCard({ toast: t, newest }: { toast: Toast; newest: boolean }) {
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
        aria-label={m.common_close_notification()}
        className="grid size-7 shrink-0 place-items-center rounded-full text-cocoa-soft hover:bg-cream hover:text-cocoa"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
